import { payLinkRefusal } from '@sunward/shared/rules/pay-link';
import type { PayLinkBooking } from '@sunward/shared/schemas/pay-link';
import type { PaymentIntentView } from '../adapters/payments';
import { conflict, HttpError, notFound } from '../http/http-error';
import { bookingReference, bookingStatusAt } from '../mappers/booking-response';
import { logger } from '../observability/logger';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import { readPayLink } from '../store/pay-link-repository';
import { recordPayment } from './record-payment';
import { startBalancePaymentFor } from './start-balance-payment';

/*
 * Paying a balance from a reminder's link, without a one-time code (decision 043). The token opens
 * one booking, for paying its balance only: each call checks the link afresh, shows only what
 * `PayLinkBooking` holds, and pays through the same balance service and recorder as My booking.
 */

export const PAY_LINK_NOT_FOUND_MESSAGE =
  'This payment link is not valid. Please open the link in our latest e-mail, or pay from My Booking with a verification code.';
export const PAY_LINK_EXPIRED_MESSAGE =
  'This payment link has expired. Please pay from My Booking with a verification code, or contact us.';
export const PAY_LINK_REVOKED_MESSAGE =
  'This payment link is no longer valid. Please open the link in our latest e-mail, or pay from My Booking with a verification code.';
/** A booking whose hold lapsed before its deposit was paid: it owes nothing, and takes nothing. */
export const NO_BALANCE_TO_PAY_MESSAGE = 'This booking is no longer active, so it takes no payments. Please contact us.';

/** 410 Gone: the link was real, and will not work again. */
const gone = (message: string) => new HttpError(410, message);

/**
 * The booking a token opens at `now`. 404 for a token nobody made (or whose booking is gone),
 * 410 for one past its time or revoked by the operator; nothing is written either way.
 */
async function bookingOfLink(token: string, now: Date): Promise<BookingRecord> {
  const link = await readPayLink(token);
  if (!link) throw notFound(PAY_LINK_NOT_FOUND_MESSAGE);
  const booking = await findBooking(link.bookingId);
  if (!booking) throw notFound(PAY_LINK_NOT_FOUND_MESSAGE);
  logger.appendKeys({ bookingId: booking.id });
  const refusal = payLinkRefusal(link, booking, now);
  if (refusal === 'revoked') throw gone(PAY_LINK_REVOKED_MESSAGE);
  if (refusal === 'expired') throw gone(PAY_LINK_EXPIRED_MESSAGE);
  return booking;
}

/** The booking as its pay link shows it at `now`: nothing personal beyond the first name. */
export function toPayLinkBooking(booking: BookingRecord, now: Date): PayLinkBooking {
  return {
    reference: bookingReference(booking),
    packageTitle: booking.packageTitle,
    departureDate: booking.departureDate ?? null,
    returnDate: booking.returnDate ?? null,
    balanceDueDate: booking.balanceDueDate ?? null,
    firstName: booking.firstName,
    balanceDue: Math.max(0, booking.balanceDueCents),
    status: bookingStatusAt(booking, now),
  };
}

export async function openPayLink(token: string, now: Date): Promise<PayLinkBooking> {
  return toPayLinkBooking(await bookingOfLink(token, now), now);
}

/** A PaymentIntent for `amountCents` of the link's booking's balance, as My booking starts one. */
export async function startPayLinkPayment(token: string, amountCents: number, now: Date): Promise<PaymentIntentView> {
  const booking = await bookingOfLink(token, now);
  // A released (`cancelled`) booking is refused by the balance service itself, with its own reason.
  if (booking.status === 'expired') throw conflict(NO_BALANCE_TO_PAY_MESSAGE);
  return startBalancePaymentFor(booking, amountCents);
}

/**
 * Records a paid balance PaymentIntent through the one recorder. The recorder believes only
 * Stripe, and only a PaymentIntent made for this booking's balance, so a link cannot record a
 * payment of another booking.
 */
export async function recordPayLinkPayment(token: string, paymentIntentId: string, now: Date): Promise<PayLinkBooking> {
  const booking = await bookingOfLink(token, now);
  return toPayLinkBooking(await recordPayment(booking.id, paymentIntentId, 'balance', now), now);
}
