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
import { NewsletterConfirmationFacts, newsletterConfirmationMail } from './newsletter-confirmation-mail';
import { OneTimeCodeFacts, oneTimeCodeMail, OneTimeCodeSecrets } from './one-time-code-mail';
import { BalanceReminderFacts, balanceReminderMail, BalanceReminderSecrets } from './balance-reminder-mail';
import { OverdueDigestFacts, overdueDigestMail } from './overdue-digest-mail';
import { BookingReleasedFacts, bookingReleasedMail, ReleasedBookingRefundFacts, releasedBookingRefundMail } from './release-mails';
import { BookingCancelledFacts, bookingCancelledMail, RefundMadeFacts, refundMadeMail } from './booking-money-mails';
import { BookingEmailChangedFacts, bookingEmailChangedMail } from './contact-change-mails';
import { AutoPayConsentFacts, autoPayConsentMail, AutoPaySwitchedOffFacts, autoPaySwitchedOffMail } from './auto-pay-mails';
import {
  InstallmentCardExpiringFacts,
  installmentCardExpiringMail,
  InstallmentFailedFacts,
  installmentFailedMail,
  InstallmentPlanSuspendedFacts,
  installmentPlanSuspendedMail,
  InstallmentPlanSuspendedNoticeFacts,
  installmentPlanSuspendedNoticeMail,
} from './installment-failure-mails';
import { InstallmentPayLinkSecrets } from './installment-mail-parts';
import {
  InstallmentAuthenticationFacts,
  installmentAuthenticationMail,
  InstallmentNoticeFacts,
  installmentNoticeMail,
  InstallmentReceiptFacts,
  installmentReceiptMail,
} from './installment-mails';
import {
  WaitlistConfirmationFacts,
  waitlistConfirmationMail,
  WaitlistInLineFacts,
  waitlistInLineMail,
  WaitlistOfferFacts,
  WaitlistOfferLapsedFacts,
  waitlistOfferLapsedMail,
  waitlistOfferMail,
} from './waitlist-mails';
import type { RenderedMail } from './outgoing-mail';

/** A template: the schema of exactly the facts it renders, and how it renders them. */
function template<Facts extends z.ZodMiniType>(facts: Facts, render: (facts: z.output<Facts>) => RenderedMail) {
  return { facts, sealed: undefined, render };
}

/**
 * A template some of whose facts only the mail worker may read (decision 038): the outbox keeps
 * `facts` in clear and `sealed` sealed with a key only the worker may decrypt with; it renders both.
 */
function sealedTemplate<Facts extends z.ZodMiniObject, Sealed extends z.ZodMiniObject>(
  facts: Facts,
  sealed: Sealed,
  render: (facts: z.output<Facts> & z.output<Sealed>) => RenderedMail,
) {
  return { facts, sealed, render };
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
  oneTimeCode: sealedTemplate(OneTimeCodeFacts, OneTimeCodeSecrets, oneTimeCodeMail),
  newsletterConfirmation: template(NewsletterConfirmationFacts, newsletterConfirmationMail),
  balanceReminder: sealedTemplate(BalanceReminderFacts, BalanceReminderSecrets, balanceReminderMail),
  overdueDigest: template(OverdueDigestFacts, overdueDigestMail),
  bookingReleased: template(BookingReleasedFacts, bookingReleasedMail),
  releasedBookingRefund: template(ReleasedBookingRefundFacts, releasedBookingRefundMail),
  bookingEmailChanged: template(BookingEmailChangedFacts, bookingEmailChangedMail),
  bookingCancelled: template(BookingCancelledFacts, bookingCancelledMail),
  refundMade: template(RefundMadeFacts, refundMadeMail),
  autoPayConsent: template(AutoPayConsentFacts, autoPayConsentMail),
  autoPaySwitchedOff: template(AutoPaySwitchedOffFacts, autoPaySwitchedOffMail),
  installmentNotice: sealedTemplate(InstallmentNoticeFacts, InstallmentPayLinkSecrets, installmentNoticeMail),
  installmentReceipt: template(InstallmentReceiptFacts, installmentReceiptMail),
  installmentAuthentication: sealedTemplate(InstallmentAuthenticationFacts, InstallmentPayLinkSecrets, installmentAuthenticationMail),
  installmentFailed: sealedTemplate(InstallmentFailedFacts, InstallmentPayLinkSecrets, installmentFailedMail),
  installmentPlanSuspended: sealedTemplate(InstallmentPlanSuspendedFacts, InstallmentPayLinkSecrets, installmentPlanSuspendedMail),
  installmentPlanSuspendedNotice: template(InstallmentPlanSuspendedNoticeFacts, installmentPlanSuspendedNoticeMail),
  installmentCardExpiring: template(InstallmentCardExpiringFacts, installmentCardExpiringMail),
  waitlistConfirmation: template(WaitlistConfirmationFacts, waitlistConfirmationMail),
  waitlistInLine: template(WaitlistInLineFacts, waitlistInLineMail),
  waitlistOffer: template(WaitlistOfferFacts, waitlistOfferMail),
  waitlistOfferLapsed: template(WaitlistOfferLapsedFacts, waitlistOfferLapsedMail),
};

type MailTemplates = typeof mailTemplates;
type MailTemplateName = keyof MailTemplates;

/** A mail whose facts (its sealed ones opened) its template's schemas accepted: ready to render. */
export type CheckedMail = { [Name in MailTemplateName]: { template: Name; facts: Parameters<MailTemplates[Name]['render']>[0] } }[MailTemplateName];

/** A stored mail read back: checked, or why its template cannot render it. */
export type StoredMailCheck =
  | { ok: true; mail: CheckedMail }
  /** No template has that name. */
  | { ok: false; problem: 'unknown-template'; fields: [] }
  /**
   * The facts do not fit the template's schema: the paths of the fields that are missing, of the
   * wrong kind, or not the template's (never their values, which can be personal data); `(sealed)`
   * for sealed facts missing, or given to a template that has none.
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

/** The names of the facts a template's mails keep sealed (decision 038); none for most. */
export function sealedFactNames(template: string): readonly string[] {
  const sealed = isTemplateName(template) ? mailTemplates[template].sealed : undefined;
  return sealed ? Object.keys(sealed.shape) : [];
}

/**
 * Checks a stored mail's facts, and its sealed facts once opened, against its template's schemas
 * (decisions 034 and 038). Facts that do not fit are never rendered: a mail says what its template
 * says, or is not sent. Both schemas are strict, so a sealed fact stored in clear does not fit.
 */
export function checkStoredMail(template: string, facts: unknown, sealed?: unknown): StoredMailCheck {
  if (!isTemplateName(template)) return { ok: false, problem: 'unknown-template', fields: [] };
  const { facts: factsSchema, sealed: sealedSchema } = mailTemplates[template];
  if ((sealed === undefined) !== (sealedSchema === undefined)) return { ok: false, problem: 'facts', fields: ['(sealed)'] };
  const parsed = factsSchema.safeParse(facts);
  const opened = sealedSchema?.safeParse(sealed);
  const issues = [...(parsed.success ? [] : parsed.error.issues), ...(opened && !opened.success ? opened.error.issues : [])];
  if (!parsed.success || issues.length > 0) return { ok: false, problem: 'facts', fields: [...new Set(issues.flatMap(issueFields))] };
  return { ok: true, mail: { template, facts: { ...parsed.data, ...opened?.data } } as CheckedMail };
}

/** Renders a checked mail with its template. */
export function renderCheckedMail(mail: CheckedMail): RenderedMail {
  const render = mailTemplates[mail.template].render as (facts: CheckedMail['facts']) => RenderedMail;
  return render(mail.facts);
}
