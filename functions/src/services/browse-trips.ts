import { DEPARTURE_NOT_FOUND_MESSAGE } from '@sunward/shared/rules/departure';
import type { AdminTrip, Manifest, TripAudit } from '@sunward/shared/schemas/catalogue-admin';
import { notFound } from '../http/http-error';
import { toAdminTrip, toManifestEntry } from '../mappers/admin-trip-response';
import { listAuditEntries } from '../store/audit-repository';
import { listManifestBookings } from '../store/manifest-repository';
import { findPackage, listTripsWithAllDepartures, type PackageRecord } from '../store/package-repository';

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

/**
 * The bookings on one departure, by last name then first, as the tour leader reads a list. A
 * released (cancelled) booking is no passenger: its seats went back, so it is left out; an
 * overdue one is shown as overdue at `now`.
 */
export async function departureManifest(tripId: string, departureId: string, now: Date): Promise<Manifest> {
  const trip = await tripOr404(tripId);
  if (!trip.departures.some((departure) => departure.id === departureId)) throw notFound(DEPARTURE_NOT_FOUND_MESSAGE);
  const bookings = await listManifestBookings(tripId, departureId);
  return bookings
    .filter((booking) => booking.status !== 'cancelled')
    .map((booking) => toManifestEntry(booking, now))
    .toSorted((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.createdAt.localeCompare(b.createdAt));
}
