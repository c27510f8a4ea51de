import { cents } from '@sunward/shared/money';
import { isThisBalancePayment } from '@sunward/shared/rules/balance-payment';
import { isHoldExpired } from '@sunward/shared/rules/booking-status';
import { isRefunded, isThisDeposit } from '@sunward/shared/rules/deposit-payment';
import { installmentPaidBy } from '@sunward/shared/rules/installment-charges';
import type { PaymentPurpose } from '@sunward/shared/schemas/payment';
import { retrievePaymentIntent } from '../adapters/payments';
import { conflict, notFound } from '../http/http-error';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { logger } from '../observability/logger';
import { countMetric, metricNames } from '../observability/metrics';
import { readAgencySettings } from '../settings/mail';
import { readSiteSettings } from '../settings/site';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import { recordBalance } from '../store/balance-recorder';
import { recordDeposit } from '../store/deposit-recorder';
import { findPayment, type PaymentMails, type PaymentRecord, type RecordOutcome } from '../store/payment-repository';
import {
  balancePaymentNoticeFacts,
  balanceReceiptFacts,
  depositReceiptFacts,
  lateDepositRefundFacts,
  newBookingNoticeFacts,
} from './booking-mail-facts';
import { installmentReceiptFacts } from './installment-receipt-facts';
import { planWithDeposit, withRequestedPlan } from './auto-pay-start';
import { depositAlreadyPaid, holdExpired } from './deposit-refusals';
import { BOOKING_RELEASED_MESSAGE, releasedBookingRefundFacts } from './release-refunds';

const site = readSiteSettings();
const agency = readAgencySettings();

/** Who may record: anyone with the PaymentIntent (the deposit route, the webhook), or only the booking's owner. */
export interface RecordingCaller {
  /** A customer's e-mail: the booking must be theirs, else it is "not found". */
  customerEmail?: string;
}

const notThisPayment: Record<PaymentPurpose, string> = {
  deposit: 'This payment is not a completed deposit for this booking',
  balance: 'This payment is not a completed balance payment for this booking',
  installment: 'This payment is not a completed automatic payment for this booking',
};

/** What recording a payment mails (to the outbox, in the recording's own write). */
function paymentMails(purpose: PaymentPurpose, payment: PaymentRecord): PaymentMails {
  const agencyEmail = agency.AGENCY_EMAIL;
  const siteUrl = site.SITE_URL;
  return {
    recorded: (booking, overpaidCents): OutgoingMail[] =>
      purpose === 'deposit'
        ? [
            { to: booking.email, template: 'depositReceipt', facts: depositReceiptFacts(booking, payment, siteUrl) },
            { to: agencyEmail, replyTo: booking.email, template: 'newBookingNotice', facts: newBookingNoticeFacts(booking, payment, siteUrl) },
          ]
        : [
            payment.installmentNumber === undefined
              ? { to: booking.email, template: 'balanceReceipt', facts: balanceReceiptFacts(booking, payment, overpaidCents, siteUrl) }
              : {
                  to: booking.email,
                  template: 'installmentReceipt',
                  facts: installmentReceiptFacts(booking, payment.installmentNumber, payment, overpaidCents, siteUrl),
                },
            {
              to: agencyEmail,
              replyTo: booking.email,
              template: 'balancePaymentNotice',
              facts: balancePaymentNoticeFacts(booking, payment, overpaidCents, siteUrl),
            },
          ],
    refundDue: (booking): OutgoingMail[] => [
      purpose === 'deposit'
        ? {
            to: agencyEmail,
            replyTo: booking.email,
            template: 'lateDepositRefund',
            facts: lateDepositRefundFacts(booking, { paymentIntentId: payment.paymentIntentId, amountCents: payment.amountCents }, siteUrl),
          }
        : {
            to: agencyEmail,
            replyTo: booking.email,
            template: 'releasedBookingRefund',
            facts: releasedBookingRefundFacts(booking, { paymentIntentId: payment.paymentIntentId, amountCents: payment.amountCents }, siteUrl),
          },
    ],
  };
}

/**
 * The one recorder of payments (decisions 011 and 014), for the browser's calls and Stripe's
 * webhook alike, deposits and balance payments alike. It believes only Stripe: the PaymentIntent
 * is retrieved and must have succeeded, for this booking, for this purpose, in dollars (and for a
 * deposit, for the deposit's amount). The write is conditional on the payment not being there
 * yet, so the money counts once however many calls arrive, in whatever order; the receipt and
 * the agency's notice are written to the outbox in that same write (decision 021).
 */
export async function recordPayment(
  bookingId: string,
  paymentIntentId: string,
  purpose: PaymentPurpose,
  now: Date,
  caller: RecordingCaller = {},
): Promise<BookingRecord> {
  logger.appendKeys({ bookingId, paymentIntentId, paymentPurpose: purpose });
  const booking = await findBooking(bookingId);
  if (!booking) throw notFound('Booking not found');
  if (caller.customerEmail !== undefined && booking.email !== caller.customerEmail.toLowerCase()) throw notFound('Booking not found');

  const intent = await retrievePaymentIntent(paymentIntentId);
  // A traveller's balance call (My booking, a pay link) may record an automatic installment they authenticated themselves (decision 047).
  const kind: PaymentPurpose = purpose === 'balance' && intent?.metadata.purpose === 'installment' ? 'installment' : purpose;
  const installmentNumber = kind === 'installment' && intent ? installmentPaidBy(intent, booking) : undefined;
  const matches =
    intent &&
    (kind === 'deposit' ? isThisDeposit(intent, booking) : kind === 'installment' ? installmentNumber !== undefined : isThisBalancePayment(intent, booking));
  if (!intent || !matches) {
    // The expiry job cancels a lapsed hold's deposit PaymentIntent: say why it cannot be paid now.
    if (purpose === 'deposit' && intent?.status === 'canceled' && (booking.status === 'expired' || isHoldExpired(booking, now))) {
      throw conflict(holdExpired);
    }
    throw conflict(notThisPayment[kind]);
  }
  if (isRefunded(intent)) {
    // One counted before its refund (an overpayment given back) stays counted: a replay answers as before.
    if (await findPayment(bookingId, paymentIntentId)) return (await findBooking(bookingId)) ?? booking;
    throw conflict('This payment was refunded');
  }

  const payment: PaymentRecord = {
    bookingId,
    paymentIntentId,
    amountCents: cents(intent.amount),
    purpose: kind,
    paidAt: now.toISOString(),
    note: kind === 'deposit' ? 'Deposit' : installmentNumber === undefined ? 'Balance payment' : `Automatic payment ${installmentNumber}`,
    ...(installmentNumber === undefined ? {} : { installmentNumber }),
  };
  const mails = paymentMails(kind, payment);
  const result: RecordOutcome =
    purpose === 'deposit'
      ? await recordDeposit(bookingId, payment, mails, await planWithDeposit(booking, paymentIntentId, now))
      : await recordBalance(bookingId, payment, mails);
  switch (result.outcome) {
    case 'recorded':
      countMetric(purpose === 'deposit' ? metricNames.depositsRecorded : metricNames.balancePaymentsRecorded);
      countMetric(purpose === 'deposit' ? metricNames.depositDollars : metricNames.balancePaymentDollars, payment.amountCents / 100, 'None');
      if (result.overpaidCents > 0) {
        countMetric(metricNames.paymentsNeedingAttention, 1, 'Count', { reason: 'overpaid' });
        logger.error('A balance payment went beyond the balance due; the agency is told to refund the difference', {
          overpaidCents: result.overpaidCents,
        });
      }
      // A plan the deposit's write could not start starts now, or on the webhook's retry, or from its fallback item.
      return purpose === 'deposit' ? withRequestedPlan(result.booking, now) : result.booking;
    case 'already-recorded':
      return purpose === 'deposit' ? withRequestedPlan(result.booking, now) : result.booking;
    case 'not-applicable':
      if (purpose !== 'deposit') {
        // Balance PaymentIntents are only made once the deposit is in; the money is real and must go back.
        logger.error('A balance payment succeeded for a booking without its deposit; refund it in Stripe');
        throw conflict('Pay the deposit for this booking first');
      }
      // A second deposit PaymentIntent that succeeded: the money is real and must go back.
      logger.error('A second deposit succeeded for a booking already paid; refund it in Stripe');
      throw conflict(depositAlreadyPaid);
    case 'seats-gone':
      // Only the call that marked the refund queued the agency's notice, so a replay sends no second mail.
      if (result.refundMarked) {
        countMetric(metricNames.paymentsNeedingAttention, 1, 'Count', { reason: 'refund-due' });
        logger.error('A deposit arrived after the hold lapsed and its seats were taken; refund it in Stripe');
      }
      throw conflict("This booking's hold expired and its seats were taken. Your deposit will be refunded.");
    case 'booking-cancelled':
      // Only the call that marked the refund queued the agency's notice, so a replay sends no second mail.
      if (result.refundMarked) {
        countMetric(metricNames.paymentsNeedingAttention, 1, 'Count', { reason: 'refund-due' });
        logger.error('A balance payment arrived after the booking was released; refund it in Stripe');
      }
      throw conflict(BOOKING_RELEASED_MESSAGE);
  }
}
