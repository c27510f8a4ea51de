import { DEPARTURE_NOT_FOUND_MESSAGE } from '@sunward/shared/rules/departure';
import { isDepositPaid, isHoldExpired } from '@sunward/shared/rules/booking-status';
import type { AdminTrip, Manifest, ManifestEntry, TripAudit } from '@sunward/shared/schemas/catalogue-admin';
import { notFound } from '../http/http-error';
import { toAdminTrip, toManifestEntry } from '../mappers/admin-trip-response';
import { listAuditEntries } from '../store/audit-repository';
import { listManifestBookings } from '../store/manifest-repository';
import { findPackage, listTripsWithAllDepartures, type PackageRecord } from '../store/package-repository';
import { withNotes } from './manifest-notes';

export const TRIP_NOT_FOUND_MESSAGE = 'Trip not found';

/** The trip, or 404. */
export async function tripOr404(id: string): Promise<PackageRecord> {
  const trip = await findPackage(id);
  if (!trip) throw notFound(TRIP_NOT_FOUND_MESSAGE);
  return trip;
}

/**
 * Every trip with every departure for the admin, seats sold and held counted from each trip's
 * manifest (decision 017): per trip one Query of its departures and one of its manifest, then its
 * bookings. Admin only, and a small operator's catalogue: a handful of trips.
 */
export async function browseTrips(now: Date): Promise<AdminTrip[]> {
  const trips = await listTripsWithAllDepartures();
  return Promise.all(trips.map(async (trip) => toAdminTrip(trip, await listManifestBookings(trip.id), now)));
}

/** One trip as `browseTrips` shows it. */
export async function showTrip(id: string, now: Date): Promise<AdminTrip> {
  const trip = await tripOr404(id);
  return toAdminTrip(trip, await listManifestBookings(trip.id), now);
}

/** A trip's audit trail, newest first; 404 for a trip that does not exist. */
export async function tripAudit(id: string): Promise<TripAudit> {
  await tripOr404(id);
  return listAuditEntries(id);
}

/** As the tour leader reads a list: by last name, then first name, then who booked first. */
function byName(a: ManifestEntry, b: ManifestEntry): number {
  return a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.createdAt.localeCompare(b.createdAt);
}

/**
 * The bookings on one departure, each with its status at `now`: the travelling party (deposit
 * paid, overdue, confirmed), and apart the unpaid holds still standing. A lapsed hold (expired, or
 * pending past `holdExpiresAt` before the job got to it) and a cancelled booking gave their seats
 * back, so they are in neither list.
 */
export async function departureManifest(tripId: string, departureId: string, now: Date): Promise<Manifest> {
  const trip = await tripOr404(tripId);
  if (!trip.departures.some((departure) => departure.id === departureId)) throw notFound(DEPARTURE_NOT_FOUND_MESSAGE);
  const bookings = await listManifestBookings(tripId, departureId);
  const travelling = bookings.filter((booking) => isDepositPaid(booking.status)).map((booking) => toManifestEntry(booking, now));
  const unpaidHolds = bookings.filter((booking) => booking.status === 'pending' && !isHoldExpired(booking, now)).map((booking) => toManifestEntry(booking, now));
  return { travelling: await withNotes(travelling.toSorted(byName)), unpaidHolds: await withNotes(unpaidHolds.toSorted(byName)) };
}
