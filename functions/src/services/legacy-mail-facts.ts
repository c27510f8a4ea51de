import type { Cents } from '@sunward/shared/money';
import type { Inquiry } from '@sunward/shared/schemas/inquiry';
import { sealedFactNames } from '../mail/mail-templates';
import type { BookingRecord } from '../store/booking-repository';
import type { PaymentRecord } from '../store/payment-repository';
import {
  balancePaymentNoticeFacts,
  balanceReceiptFacts,
  depositReceiptFacts,
  disputeNoticeFacts,
  lateDepositRefundFacts,
  newBookingNoticeFacts,
} from './booking-mail-facts';

/**
 * Mails queued before decision 034 (`templateArgs`): the template's arguments as JSON, whole
 * booking and payment records among them, and the code's mail under its old name
 * `verificationCode`. A mail pending when the change was deployed, or a dead letter replayed
 * later, is still sent: this picks from those arguments the facts the services write now, and the
 * worker checks them against the template's schema like any other, so an argument missing or of
 * the wrong kind makes a dead letter, never a wrong mail.
 *
 * Mails queued before decision 038 hold the one-time code in clear among their facts
 * (`unsealedLegacyFacts` below).
 *
 * Remove this file once the table holds no mail with `templateArgs`, nor a code's mail without
 * `sealedFacts`: pending ones are gone within minutes of the deploy; dead letters stay until
 * replayed (`npm run mail:replay -- --list`).
 */

/** The template names of mails queued before 034 that have another name now. */
const renamedTemplates: Readonly<Record<string, string>> = { verificationCode: 'oneTimeCode' };

// The arguments are read as the records they were written from; any field that is not there is
// undefined here, and the template's schema refuses it.
const asBooking = (value: unknown) => value as BookingRecord;
const asPayment = (value: unknown) => value as PaymentRecord;
const asCents = (value: unknown) => value as Cents;
const asRefund = (value: unknown) => value as { paymentIntentId: string; amountCents: Cents };
const asSiteUrl = (value: unknown) => value as string;

/** The facts in a mail's old arguments, by template; throws for arguments that are not records at all. */
const factsFromArgs: Readonly<Record<string, (args: readonly unknown[]) => unknown>> = {
  depositReceipt: ([booking, payment, siteUrl]) => depositReceiptFacts(asBooking(booking), asPayment(payment), asSiteUrl(siteUrl)),
  newBookingNotice: ([booking, payment, siteUrl]) => newBookingNoticeFacts(asBooking(booking), asPayment(payment), asSiteUrl(siteUrl)),
  balanceReceipt: ([booking, payment, overpaid, siteUrl]) =>
    balanceReceiptFacts(asBooking(booking), asPayment(payment), asCents(overpaid), asSiteUrl(siteUrl)),
  balancePaymentNotice: ([booking, payment, overpaid, siteUrl]) =>
    balancePaymentNoticeFacts(asBooking(booking), asPayment(payment), asCents(overpaid), asSiteUrl(siteUrl)),
  lateDepositRefund: ([booking, refund, siteUrl]) => lateDepositRefundFacts(asBooking(booking), asRefund(refund), asSiteUrl(siteUrl)),
  disputeNotice: ([booking, dispute, siteUrl]) => disputeNoticeFacts(asBooking(booking), asRefund(dispute), asSiteUrl(siteUrl)),
  agencyInquiry: ([inquiry]) => {
    const { firstName, lastName, email, interest, message, createdAt } = inquiry as Inquiry;
    return { firstName, lastName, email, interest, message, receivedAt: createdAt };
  },
  inquiryAcknowledgement: () => ({}),
  oneTimeCode: ([input]) => input,
};

/** A mail queued before 034 as the template's name today and the facts it renders, still to be checked. */
export function legacyMailFacts(template: string, templateArgs: string): { template: string; facts: unknown } {
  const name = renamedTemplates[template] ?? template;
  const args: unknown = JSON.parse(templateArgs);
  const pick = Object.hasOwn(factsFromArgs, name) ? factsFromArgs[name] : undefined;
  // An unknown template stays unknown: the worker makes it a dead letter.
  if (!pick || !Array.isArray(args)) return { template: name, facts: undefined };
  return { template: name, facts: pick(args) };
}

/**
 * A mail queued before decision 038 holds in clear the facts its template now keeps sealed: a
 * one-time code and its link, in its facts or its old arguments. The worker still reads them,
 * split from the rest as if just opened: such a mail is sent while its code lives and dropped
 * after (its `sendBefore`, 10 minutes after it was queued), its facts removed either way, so none
 * is left pending minutes after the deploy. A dead letter keeps them until replayed, which drops it.
 * Other templates' facts pass through as they are.
 */
export function unsealedLegacyFacts(stored: { template: string; facts: unknown }): { template: string; facts: unknown; sealed?: unknown } {
  const names = sealedFactNames(stored.template);
  if (names.length === 0 || typeof stored.facts !== 'object' || stored.facts === null) return stored;
  const facts = Object.fromEntries(Object.entries(stored.facts).filter(([name]) => !names.includes(name)));
  const sealed = Object.fromEntries(Object.entries(stored.facts).filter(([name]) => names.includes(name)));
  return { template: stored.template, facts, sealed };
}
