import { centsToDollars } from '@sunward/shared/money';
import { seatCounts } from '@sunward/shared/rules/capacity';
import { balanceDueDateOf } from '@sunward/shared/rules/departure-balance-due';
import { departurePriceCents } from '@sunward/shared/rules/departure-price';
import type { AdminDeparture, AdminTrip, ManifestEntry } from '@sunward/shared/schemas/catalogue-admin';
import type { BookingRecord } from '../store/booking-repository';
import type { DepartureRecord } from '../store/departure-repository';
import type { PackageRecord, TripRecord } from '../store/package-repository';
import { bookingReference, bookingStatusAt } from './booking-response';

/** One departure as the admin sees it; `bookings` are those on its manifest. */
export function toAdminDeparture(trip: TripRecord, departure: DepartureRecord, bookings: readonly BookingRecord[], now: Date): AdminDeparture {
  const counts = seatCounts(bookings, now);
  return {
    id: departure.id,
    departureDate: departure.departureDate,
    returnDate: departure.returnDate,
    capacity: departure.capacity,
    seatsLeft: departure.seatsLeft,
    seatsSold: counts.sold,
    seatsHeld: counts.held,
    seatsOffered: Math.max(0, departure.seatsOffered ?? 0),
    price: centsToDollars(departurePriceCents(departure, trip.priceCents)),
    customPrice: departure.priceCents === undefined ? null : centsToDollars(departure.priceCents),
    balanceDueDate: balanceDueDateOf(departure),
    customBalanceDueDate: departure.balanceDueDate ?? null,
    state: departure.state,
    version: departure.version,
  };
}

function byDate(a: DepartureRecord, b: DepartureRecord): number {
  return a.departureDate.localeCompare(b.departureDate) || a.id.localeCompare(b.id);
}

/** A trip with every departure, in date order; `bookings` are the trip's whole manifest. */
export function toAdminTrip(trip: PackageRecord, bookings: readonly BookingRecord[], now: Date): AdminTrip {
  return {
    id: trip.id,
    title: trip.title,
    destination: trip.destination,
    price: centsToDollars(trip.priceCents),
    highlights: trip.highlights,
    isSoldOut: trip.flaggedSoldOut,
    capacity: trip.capacity,
    version: trip.version,
    departures: trip.departures
      .toSorted(byDate)
      .map((departure) => toAdminDeparture(trip, departure, bookings.filter((booking) => booking.departureId === departure.id), now)),
  };
}

/** A booking's line on the manifest: who, how to reach them, what they paid and owe (cents), its status at `now`. */
export function toManifestEntry(booking: BookingRecord, now: Date): ManifestEntry {
  return {
    bookingId: booking.id,
    reference: bookingReference(booking),
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phone: booking.phone,
    travelers: booking.travelers,
    status: bookingStatusAt(booking, now),
    amountPaid: booking.amountPaidCents,
    balanceDue: booking.balanceDueCents,
    createdAt: booking.createdAt,
    departureDate: booking.departureDate ?? null,
    returnDate: booking.returnDate ?? null,
    balanceDueDate: booking.balanceDueDate ?? null,
  };
}
