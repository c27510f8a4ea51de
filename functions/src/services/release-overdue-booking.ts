import { randomUUID } from 'node:crypto';
import { formatUsd } from '@sunward/shared/money';
import { conflict, notFound } from '../http/http-error';
import type { MailFacts, OutgoingMail } from '../mail/outgoing-mail';
import { bookedTrip } from './booking-money-facts';
import { bookingReference, bookingStatusAt } from '../mappers/booking-response';
import { logger } from '../observability/logger';
import { readSiteSettings } from '../settings/site';
import { withPlanStopped } from '../store/auto-pay-repository';
import { releaseOverdue } from '../store/booking-release-repository';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import { seatsToWaitlistFirst } from './waitlist-offers';

const site = readSiteSettings();

export const NOT_OVERDUE_MESSAGE = 'Only an overdue booking can be released: this one is not overdue.';
export const CHANGED_MESSAGE = 'This booking changed while you were releasing it (a payment came in, or it was released already). Reload it and try again.';

/** The traveller's mail: the booking, what it paid (kept) and what it left unpaid. */
export function bookingReleasedFacts(booking: BookingRecord, siteUrl: string): MailFacts<'bookingReleased'> {
  return {
    ...bookedTrip(booking),
    forfeitedCents: booking.amountPaidCents,
    unpaidCents: booking.balanceDueCents,
    balanceDueDate: booking.balanceDueDate,
    siteUrl,
  };
}

/**
 * The operator releases an overdue booking (decision 044): it becomes `cancelled`, what it paid is
 * kept as forfeited under the refund policy, its seats go back to its departure once, its reminders
 * stop, the traveller is mailed and the trip's history says who did it. Only by hand: nothing
 * releases a booking on its own. 404 for no such booking; 409 when it is not overdue at `now`, or
 * when it changed between the read and the write (a payment, a moved due date, a second release).
 */
export async function releaseOverdueBooking(bookingId: string, by: string, now: Date): Promise<BookingRecord> {
  logger.appendKeys({ bookingId });
  const booking = await findBooking(bookingId);
  if (!booking) throw notFound('Booking not found');
  if (bookingStatusAt(booking, now) !== 'overdue') throw conflict(NOT_OVERDUE_MESSAGE);

  const at = now.toISOString();
  const mail: OutgoingMail = { to: booking.email, template: 'bookingReleased', facts: bookingReleasedFacts(booking, site.SITE_URL) };
  const released = await releaseOverdue(
    booking,
    {
      id: randomUUID(),
      at,
      by,
      action: 'booking-released',
      departureId: booking.departureId ?? null,
      changes: [
        { field: 'booking', from: `${bookingReference(booking)} · ${booking.travelers} seats · overdue`, to: 'cancelled' },
        { field: 'forfeited', from: null, to: formatUsd(booking.amountPaidCents) },
      ],
    },
    [mail],
    now,
    seatsToWaitlistFirst(now),
  );
  if (!released) throw conflict(CHANGED_MESSAGE);
  return withPlanStopped({ ...booking, status: 'cancelled', forfeitedCents: booking.amountPaidCents, cancelledAt: at }, 'released', now);
}
