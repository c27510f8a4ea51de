import { departureRefusal, departureRefusalMessages } from '@sunward/shared/rules/departure';
import type { CreateBookingRequest } from '@sunward/shared/schemas/booking';
import { badRequest, conflict, notFound } from '../http/http-error';
import { auditEntryPut } from '../store/audit-repository';
import type { TransactItem } from '../store/conditional-write';
import { type DepartureRecord, offeredSeatsBooked } from '../store/departure-repository';
import type { PackageRecord } from '../store/package-repository';
import { timedWorkDelete } from '../store/timed-work-repository';
import { findWaitlistEntry, findWaitlistLink, type WaitlistEntryRecord, waitlistEntryMove } from '../store/waitlist-repository';
import { LINK_NOT_VALID_MESSAGE } from './waitlist-entries';
import { waitlistTokenHash } from './waitlist-links';
import { TRAVELLER, WAITLIST_OFFER_LAPSE, waitlistAudit } from './waitlist-offers';

export const OFFER_ENDED_MESSAGE = 'This offer has ended';
export const OFFER_MISMATCH_MESSAGE = 'This offer is for another departure or another number of travelers';

/** The entry whose offer a booking takes, read through its link: it must be this booking's and still running. */
export async function offerFor(request: CreateBookingRequest & { waitlistToken: string }, now: Date): Promise<WaitlistEntryRecord> {
  const link = await findWaitlistLink(waitlistTokenHash(request.waitlistToken), now);
  const entry = link && (await findWaitlistEntry(link.packageId, link.departureId, link.email));
  if (!entry) throw notFound(LINK_NOT_VALID_MESSAGE);
  if (entry.packageId !== request.packageId || (request.departureId !== undefined && request.departureId !== entry.departureId) || entry.travelers !== request.travelers) {
    throw badRequest(OFFER_MISMATCH_MESSAGE);
  }
  if (entry.state !== 'offered' || (entry.offerExpiresAt ?? '') <= now.toISOString()) throw conflict(OFFER_ENDED_MESSAGE);
  return entry;
}

/** The offer's departure, which still has to take bookings (open, not left). */
export function offerDeparture(trip: PackageRecord, entry: WaitlistEntryRecord, now: Date): DepartureRecord {
  const departure = trip.departures.find((candidate) => candidate.id === entry.departureId);
  if (!departure) throw conflict(OFFER_ENDED_MESSAGE);
  const refusal = departureRefusal(departure, now);
  if (refusal) throw conflict(departureRefusalMessages[refusal]);
  return departure;
}

/**
 * How a booking from an offer takes its seats (decision 053): not from the seats on sale but by
 * moving the entry to `booked`, on condition that it is still offered and its offer has not
 * lapsed, so a lapse at the same moment and this booking cannot both have them. Its first write
 * stands where a booking's seat hold stands; the others (the lapse item's end, the trip's history)
 * go at the end of the booking's transaction.
 */
export function offerTaking(entry: WaitlistEntryRecord, bookingId: string, now: Date): { seats: TransactItem; more: TransactItem[] } {
  const at = now.toISOString();
  return {
    seats: waitlistEntryMove(entry, 'offered', 'booked', { bookingId, endedAt: at }, { attribute: 'offerExpiresAt', above: at }),
    more: [
      offeredSeatsBooked(entry.packageId, entry.departureId, entry.travelers),
      timedWorkDelete(WAITLIST_OFFER_LAPSE, entry.id),
      auditEntryPut(entry.packageId, waitlistAudit(entry, 'waitlist-booked', 'offered', 'booked', TRAVELLER, now)),
    ],
  };
}
