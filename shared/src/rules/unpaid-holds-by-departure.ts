import type { BookingStatus } from '../schemas/booking';
import { openHolds } from './open-holds';

interface HeldBooking {
  id: string;
  packageId: string;
  packageTitle: string;
  departureId?: string | null | undefined;
  departureDate?: string | null | undefined;
  travelers: number;
  status: BookingStatus;
  holdExpiresAt: string;
}

export interface DepartureHolds<T extends HeldBooking> {
  packageId: string;
  packageTitle: string;
  departureId: string | null;
  departureDate: string | null;
  /** Seats these bookings hold unpaid right now. */
  seats: number;
  /** The bookings, the hold lapsing soonest first. */
  bookings: T[];
}

/**
 * What the operator's dashboard shows of unpaid holds (decision 037): per departure, the seats
 * held unpaid at `now` and the bookings holding them; departures leaving soonest first.
 */
export function unpaidHoldsByDeparture<T extends HeldBooking>(bookings: readonly T[], now: Date): DepartureHolds<T>[] {
  const groups = new Map<string, DepartureHolds<T>>();
  for (const booking of openHolds(bookings, now)) {
    const key = `${booking.packageId}#${booking.departureId ?? ''}`;
    const group = groups.get(key) ?? {
      packageId: booking.packageId,
      packageTitle: booking.packageTitle,
      departureId: booking.departureId ?? null,
      departureDate: booking.departureDate ?? null,
      seats: 0,
      bookings: [],
    };
    group.seats += booking.travelers;
    group.bookings.push(booking);
    groups.set(key, group);
  }
  for (const group of groups.values()) group.bookings.sort((a, b) => a.holdExpiresAt.localeCompare(b.holdExpiresAt));
  return [...groups.values()].sort(
    (a, b) => (a.departureDate ?? '').localeCompare(b.departureDate ?? '') || a.packageTitle.localeCompare(b.packageTitle),
  );
}
