import type { Booking } from '@sunward/shared/schemas/booking';
import type { ManifestEntry } from '@sunward/shared/schemas/catalogue-admin';

/**
 * A booking as `GET /api/bookings` answers it: Tobago for one traveller, nothing paid, unless
 * `overrides` say otherwise. The e-mail follows the first name.
 */
export function bookingFixture(overrides: Partial<Booking> & Pick<Booking, 'id' | 'reference' | 'firstName' | 'lastName' | 'createdAt'>): Booking {
  return {
    packageId: 'tobago',
    packageTitle: 'Tobago Island Escape',
    packagePrice: 1299,
    email: `${overrides.firstName.toLowerCase()}@example.com`,
    phone: '+1 212 555 0100',
    travelers: 1,
    depositAmount: 300,
    remainingAmount: 999,
    amountPaid: 0,
    balanceDue: 129_900,
    status: 'pending',
    depositPaid: false,
    fullPaymentPaid: false,
    depositPaymentIntentId: null,
    holdExpiresAt: '2026-03-10T12:00:00.000Z',
    ...overrides,
  };
}

/** What a Tobago booking for two with the deposit in has: $2,598 in all, $600 paid, $1,998 due. */
export const tobagoForTwoDepositPaid = {
  travelers: 2,
  depositAmount: 600,
  remainingAmount: 1998,
  amountPaid: 60_000,
  balanceDue: 199_800,
  status: 'deposit_paid',
  depositPaid: true,
} as const satisfies Partial<Booking>;

/** What a Belize booking for one paid in full has: $1,899 paid, nothing due. */
export const belizePaidInFull = {
  packageId: 'belize',
  packageTitle: 'Belize Adventure',
  packagePrice: 1899,
  remainingAmount: 1599,
  amountPaid: 189_900,
  balanceDue: 0,
  status: 'confirmed',
  depositPaid: true,
  fullPaymentPaid: true,
} as const satisfies Partial<Booking>;

/** A booking as its departure's manifest lists it (`GET /api/trips/{id}/departures/{id}/manifest`). */
export function manifestEntryOf(booking: Booking): ManifestEntry {
  const { id, reference, firstName, lastName, email, phone, travelers, status, amountPaid, balanceDue, createdAt } = booking;
  return {
    bookingId: id,
    reference,
    firstName,
    lastName,
    email,
    phone,
    travelers,
    status,
    amountPaid,
    balanceDue,
    createdAt,
    departureDate: booking.departureDate ?? null,
    returnDate: booking.returnDate ?? null,
    balanceDueDate: booking.balanceDueDate ?? null,
  };
}
