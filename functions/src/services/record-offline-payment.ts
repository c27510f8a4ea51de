import { randomUUID } from 'node:crypto';
import { type Cents, cents, formatUsd } from '@sunward/shared/money';
import { agencyDate } from '@sunward/shared/rules/agency-calendar';
import type { OfflinePaymentMethod } from '@sunward/shared/schemas/booking-money';
import { badRequest, conflict, notFound } from '../http/http-error';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { bookingReference } from '../mappers/booking-response';
import { logger } from '../observability/logger';
import { readSiteSettings } from '../settings/site';
import { auditEntryPut } from '../store/audit-repository';
import { recordBalance } from '../store/balance-recorder';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import type { PaymentMails, PaymentRecord } from '../store/payment-repository';
import { balanceReceiptFacts } from './booking-mail-facts';

const site = readSiteSettings();

export const offlineMethodLabels: Record<OfflinePaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
};

export const NOT_OWING_MESSAGE = 'An offline payment can be recorded only on a booking whose deposit is paid and whose balance is still due.';
export const RECEIVED_IN_FUTURE_MESSAGE = 'The date received cannot be after today.';

/** The message of an amount above the balance due, exactly as the dialog shows it. */
export function aboveBalanceMessage(balanceDueCents: number): string {
  return `The amount is more than the balance due (${formatUsd(cents(balanceDueCents))}).`;
}

/**
 * Records money the agency received outside Stripe (decision 045) through the balance recorder,
 * the one that records card payments (decision 011): a payment item of its own (`offline_<uuid>`)
 * with its method and the day it arrived, the booking's totals and status, the traveller's receipt
 * and the trip's audit entry in one transaction. Never beyond the balance due, checked again at
 * each attempt, so a card payment racing it lowers the limit: 400 with the message. 404 for no
 * such booking; 409 for a booking that owes nothing (pending, paid in full, cancelled).
 */
export async function recordOfflinePayment(
  bookingId: string,
  input: { method: OfflinePaymentMethod; amountCents: number; receivedOn: string; note?: string | undefined },
  by: string,
  now: Date,
): Promise<BookingRecord> {
  logger.appendKeys({ bookingId });
  const booking = await findBooking(bookingId);
  if (!booking) throw notFound('Booking not found');
  if (booking.status !== 'deposit_paid') throw conflict(NOT_OWING_MESSAGE);
  const amountCents: Cents = cents(input.amountCents);
  if (amountCents > booking.balanceDueCents) throw badRequest(aboveBalanceMessage(booking.balanceDueCents));
  if (input.receivedOn > agencyDate(now)) throw badRequest(RECEIVED_IN_FUTURE_MESSAGE);

  const label = offlineMethodLabels[input.method];
  const note = input.note?.trim();
  const payment: PaymentRecord = {
    bookingId,
    paymentIntentId: `offline_${randomUUID()}`,
    amountCents,
    purpose: 'balance',
    paidAt: now.toISOString(),
    note: note ? `${label}, received ${input.receivedOn}: ${note}` : `${label}, received ${input.receivedOn}`,
    method: input.method,
    receivedOn: input.receivedOn,
  };
  // The traveller's receipt only: the agency recorded it, so it needs no notice of it.
  const mails: PaymentMails = {
    recorded: (recorded, overpaidCents): OutgoingMail[] => [
      { to: recorded.email, template: 'balanceReceipt', facts: balanceReceiptFacts(recorded, payment, overpaidCents, site.SITE_URL) },
    ],
    refundDue: () => [],
  };
  const entry = auditEntryPut(booking.packageId, {
    id: randomUUID(),
    at: now.toISOString(),
    by,
    action: 'offline-payment-recorded',
    departureId: booking.departureId ?? null,
    changes: [{ field: 'offlinePayment', from: bookingReference(booking), to: `${formatUsd(amountCents)} · ${label} · ${input.receivedOn}` }],
  });

  const result = await recordBalance(bookingId, payment, mails, { alsoWrite: [entry] });
  if (result.outcome === 'recorded') return result.booking;
  // Something else was recorded first: say what stops this one now.
  const latest = result.booking;
  if (latest.status === 'deposit_paid' && amountCents > latest.balanceDueCents) throw badRequest(aboveBalanceMessage(latest.balanceDueCents));
  throw conflict(NOT_OWING_MESSAGE);
}
