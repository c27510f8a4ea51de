import { randomUUID } from 'node:crypto';
import { cents } from '@sunward/shared/money';
import { MAIL_RESEND_MINUTES, resendWaitSeconds } from '@sunward/shared/rules/mail-resend';
import type { ResendableMail, ResendMailResponse } from '@sunward/shared/schemas/booking-records';
import { conflict, notFound, tooManyRequests } from '../http/http-error';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { bookingReference } from '../mappers/booking-response';
import { logger } from '../observability/logger';
import { readSiteSettings } from '../settings/site';
import { auditEntryPut } from '../store/audit-repository';
import { findLastResend, writeResend } from '../store/booking-records-repository';
import { findBooking } from '../store/booking-repository';
import { listPayments, type PaymentRecord } from '../store/payment-repository';
import { balanceReceiptFacts, depositReceiptFacts } from './booking-mail-facts';

const site = readSiteSettings();

export const RECENTLY_RESENT_MESSAGE = `A mail was sent again for this booking less than ${MAIL_RESEND_MINUTES} minutes ago. Please wait a few minutes before sending another.`;
export const NO_CONFIRMATION_MESSAGE = 'This booking has no paid deposit, so there is no confirmation to send again.';
export const NO_RECEIPT_MESSAGE = 'This booking has no payment yet, so there is no receipt to send again.';
export const CANCELLED_MESSAGE = 'This booking is cancelled: its confirmation and receipts are not sent again.';
export const RESEND_CHANGED_MESSAGE = 'This booking changed while the mail was being sent. Please try again.';

const mailWords: Readonly<Record<ResendableMail, string>> = { receipt: 'latest receipt', confirmation: 'booking confirmation' };

/** The payment the mail is about: the deposit for the confirmation, the latest money received for a receipt. */
function paymentFor(mail: ResendableMail, payments: readonly PaymentRecord[]): PaymentRecord | undefined {
  const received = payments.filter((payment) => payment.amountCents > 0 && payment.refundId === undefined);
  if (mail === 'confirmation') return received.find((payment) => payment.purpose === 'deposit');
  return received.at(-1);
}

/**
 * The operator sends the traveller's latest receipt or the booking's confirmation (the deposit's
 * receipt) again, through the outbox, with the trip's audit entry. The mail says where the booking
 * stands now. At most one resend per booking every 10 minutes (429), so a double click or an
 * impatient desk sends one mail; a cancelled booking, or one without the payment, gets none (409).
 */
export async function resendBookingMail(bookingId: string, mail: ResendableMail, by: string, now: Date): Promise<ResendMailResponse> {
  logger.appendKeys({ bookingId });
  const booking = await findBooking(bookingId);
  if (!booking) throw notFound('Booking not found');
  if (booking.status === 'cancelled') throw conflict(CANCELLED_MESSAGE);
  const wait = resendWaitSeconds(await findLastResend(bookingId), now);
  if (wait > 0) throw tooManyRequests(RECENTLY_RESENT_MESSAGE, wait);
  const payment = paymentFor(mail, await listPayments(bookingId));
  if (!payment) throw conflict(mail === 'confirmation' ? NO_CONFIRMATION_MESSAGE : NO_RECEIPT_MESSAGE);

  const outgoing: OutgoingMail =
    payment.purpose === 'deposit'
      ? { to: booking.email, template: 'depositReceipt', facts: depositReceiptFacts(booking, payment, site.SITE_URL) }
      : { to: booking.email, template: 'balanceReceipt', facts: balanceReceiptFacts(booking, payment, cents(0), site.SITE_URL) };
  const reference = bookingReference(booking);
  const audit = auditEntryPut(booking.packageId, {
    id: randomUUID(),
    at: now.toISOString(),
    by,
    action: 'mail-resent',
    departureId: booking.departureId ?? null,
    changes: [
      { field: 'booking', from: reference, to: reference },
      { field: 'mail', from: null, to: mailWords[mail] },
    ],
  });
  const notAfter = new Date(now.getTime() - MAIL_RESEND_MINUTES * 60_000);
  const written = await writeResend({ bookingId, mailName: mail, mail: outgoing, audit, at: now, notAfter });
  // Another click got in between the read and the write.
  if (!written) throw tooManyRequests(RECENTLY_RESENT_MESSAGE, MAIL_RESEND_MINUTES * 60);
  return { mail, to: booking.email, queuedAt: now.toISOString() };
}
