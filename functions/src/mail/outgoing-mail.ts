import type * as z from 'zod/mini';
import type { mailTemplates } from './mail-templates';

type MailTemplates = typeof mailTemplates;
export type MailTemplateName = keyof MailTemplates;

/** The facts a template renders, as the service that causes the mail writes them (decision 034). */
export type MailFacts<Name extends MailTemplateName> = z.input<MailTemplates[Name]['facts']>;

/** The facts a template's mails keep sealed for the mail worker (decision 038), as the service has them before sealing. */
export type MailSecrets<Name extends MailTemplateName> = MailTemplates[Name]['sealed'] extends z.ZodMiniType
  ? z.input<MailTemplates[Name]['sealed']>
  : never;

/**
 * A template's sealed facts as the outbox stores them: an envelope only the mail worker can open
 * (`adapters/code-encryption.ts`), never the facts in clear.
 */
export type SealedFacts = string & { readonly sealedForTheMailWorker: true };

/**
 * A template and the facts it renders, as the outbox keeps them until the mail is sent: in clear,
 * and sealed for the ones the template keeps sealed.
 */
export type TemplatedMail = {
  [Name in MailTemplateName]: { template: Name; facts: MailFacts<Name> } & ([MailSecrets<Name>] extends [never]
    ? { sealedFacts?: never }
    : { sealedFacts: SealedFacts });
}[MailTemplateName];

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
