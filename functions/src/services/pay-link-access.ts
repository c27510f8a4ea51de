import { payLinkRefusal } from '@sunward/shared/rules/pay-link';
import type { PayLinkBooking } from '@sunward/shared/schemas/pay-link';
import { HttpError, notFound } from '../http/http-error';
import { bookingReference, bookingStatusAt } from '../mappers/booking-response';
import { logger } from '../observability/logger';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import { readPayLink } from '../store/pay-link-repository';

/*
 * Paying a balance from a reminder's link, without a one-time code (decision 043). The token opens
 * one booking, for paying its balance only: each call checks the link afresh and shows only what
 * `PayLinkBooking` holds. The two payment calls have services of their own
 * (`start-pay-link-payment.ts`, `record-pay-link-payment.ts`), so the function that only shows
 * the booking bundles neither Stripe nor the mails.
 */

export const PAY_LINK_NOT_FOUND_MESSAGE =
  'This payment link is not valid. Please open the link in our latest e-mail, or pay from My Booking with a verification code.';
export const PAY_LINK_EXPIRED_MESSAGE =
  'This payment link has expired. Please pay from My Booking with a verification code, or contact us.';
export const PAY_LINK_REVOKED_MESSAGE =
  'This payment link is no longer valid. Please open the link in our latest e-mail, or pay from My Booking with a verification code.';

/** 410 Gone: the link was real, and will not work again. */
const gone = (message: string) => new HttpError(410, message);

/**
 * The booking a token opens at `now`. 404 for a token nobody made (or whose booking is gone),
 * 410 for one past its time or revoked by the operator; nothing is written either way.
 */
export async function bookingOfPayLink(token: string, now: Date): Promise<BookingRecord> {
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
  return toPayLinkBooking(await bookingOfPayLink(token, now), now);
}
