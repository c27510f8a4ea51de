import type * as z from 'zod/mini';
import {
  BalancePaymentNoticeFacts,
  balancePaymentNoticeMail,
  DisputeNoticeFacts,
  disputeNoticeMail,
  LateDepositRefundFacts,
  lateDepositRefundMail,
  NewBookingNoticeFacts,
  newBookingNoticeMail,
} from './agency-booking-notices';
import {
  BalanceReceiptFacts,
  balanceReceiptMail,
  DepositReceiptFacts,
  depositReceiptMail,
} from './traveller-receipts';
import { AgencyInquiryFacts, agencyInquiryMail, InquiryAcknowledgementFacts, inquiryAcknowledgementMail } from './inquiry-mails';
import { OneTimeCodeFacts, oneTimeCodeMail } from './one-time-code-mail';
import type { RenderedMail } from './outgoing-mail';

/** A template: the schema of exactly the facts it renders, and how it renders them. */
function template<Facts extends z.ZodMiniType>(facts: Facts, render: (facts: z.output<Facts>) => RenderedMail) {
  return { facts, render };
}

/**
 * Every mail the site sends, by the name the outbox stores, with the facts it renders (decision
 * 034). Only the outbox worker imports this module.
 */
export const mailTemplates = {
  depositReceipt: template(DepositReceiptFacts, depositReceiptMail),
  newBookingNotice: template(NewBookingNoticeFacts, newBookingNoticeMail),
  balanceReceipt: template(BalanceReceiptFacts, balanceReceiptMail),
  balancePaymentNotice: template(BalancePaymentNoticeFacts, balancePaymentNoticeMail),
  lateDepositRefund: template(LateDepositRefundFacts, lateDepositRefundMail),
  disputeNotice: template(DisputeNoticeFacts, disputeNoticeMail),
  agencyInquiry: template(AgencyInquiryFacts, agencyInquiryMail),
  inquiryAcknowledgement: template(InquiryAcknowledgementFacts, inquiryAcknowledgementMail),
  oneTimeCode: template(OneTimeCodeFacts, oneTimeCodeMail),
};

type MailTemplates = typeof mailTemplates;
type MailTemplateName = keyof MailTemplates;

/** A mail whose facts its template's schema accepted: ready to render. */
export type CheckedMail = { [Name in MailTemplateName]: { template: Name; facts: z.output<MailTemplates[Name]['facts']> } }[MailTemplateName];

/** A stored mail read back: checked, or why its template cannot render it. */
export type StoredMailCheck =
  | { ok: true; mail: CheckedMail }
  /** No template has that name. */
  | { ok: false; problem: 'unknown-template'; fields: [] }
  /**
   * The facts do not fit the template's schema: the paths of the fields that are missing, of the
   * wrong kind, or not the template's (never their values, which can be personal data).
   */
  | { ok: false; problem: 'facts'; fields: string[] };

function isTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(mailTemplates, name);
}

/** The fields an issue is about, as dotted paths (`paidAt`; `(facts)` for the facts as a whole). */
function issueFields(issue: z.core.$ZodIssue): string[] {
  const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
  return paths.map((path) => (path.length > 0 ? path.map(String).join('.') : '(facts)'));
}

/**
 * Checks a stored mail's facts against its template's schema (decision 034). Facts that do not
 * fit are never rendered: a mail says what its template says, or is not sent.
 */
export function checkStoredMail(template: string, facts: unknown): StoredMailCheck {
  if (!isTemplateName(template)) return { ok: false, problem: 'unknown-template', fields: [] };
  const parsed = mailTemplates[template].facts.safeParse(facts);
  if (!parsed.success) return { ok: false, problem: 'facts', fields: [...new Set(parsed.error.issues.flatMap(issueFields))] };
  return { ok: true, mail: { template, facts: parsed.data } as CheckedMail };
}

/** Renders a checked mail with its template. */
export function renderCheckedMail(mail: CheckedMail): RenderedMail {
  const render = mailTemplates[mail.template].render as (facts: CheckedMail['facts']) => RenderedMail;
  return render(mail.facts);
}
