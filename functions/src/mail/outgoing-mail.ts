import type * as z from 'zod/mini';
import type { mailTemplates } from './mail-templates';

type MailTemplates = typeof mailTemplates;
export type MailTemplateName = keyof MailTemplates;

/** The facts a template renders, as the service that causes the mail writes them (decision 034). */
export type MailFacts<Name extends MailTemplateName> = z.input<MailTemplates[Name]['facts']>;

/** A template and the facts it renders, as the outbox keeps them until the mail is sent. */
export type TemplatedMail = { [Name in MailTemplateName]: { template: Name; facts: MailFacts<Name> } }[MailTemplateName];

/**
 * One e-mail as a change asks for it (decisions 021 and 034): who gets it, decided by the change,
 * and the template with the facts that say what it says. The outbox worker renders it when it
 * sends, so only that one function carries the templates. The facts are stored as JSON: plain
 * data only, exactly what the template shows.
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
