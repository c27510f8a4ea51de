import type { Booking } from '@sunward/shared/schemas/booking';

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
