import type { mailTemplates } from './mail-templates';

type MailTemplates = typeof mailTemplates;
type MailTemplateName = keyof MailTemplates;

/** A template and the facts it renders, as the outbox keeps them until the mail is sent. */
export type TemplatedMail = { [Name in MailTemplateName]: { template: Name; args: Parameters<MailTemplates[Name]> } }[MailTemplateName];

/**
 * One e-mail as a change asks for it (decision 021): who gets it, decided by the change, and the
 * template with the facts that say what it says. The outbox worker renders it when it sends, so
 * only that one function carries the templates. The facts are stored as JSON: plain data only.
 */
export type OutgoingMail = TemplatedMail & {
  to: string;
  /** Where a reply goes, e.g. the visitor who sent an inquiry. */
  replyTo?: string;
  /**
   * When the mail stops being worth sending (a one-time code that has expired): the worker drops
   * it instead of sending it late.
   */
  sendBefore?: Date;
};

/** What a template renders: the subject and the text and HTML bodies. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}
