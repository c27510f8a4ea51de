import { belizePaidInFull, bookingFixture, tobagoForTwoDepositPaid } from './booking-fixture';

/*
 * Travellers the admin screen tests list, as `GET /api/bookings` answers them. A test adds the
 * bookings its case needs beside them.
 */

/** Tobago for 2, deposit in: $2,598 total, $600 paid, $1,998 due. */
export const ana = bookingFixture({
  id: 'bk-ana',
  reference: 'SGT-A2B3C4',
  firstName: 'Ana',
  lastName: 'Lima',
  ...tobagoForTwoDepositPaid,
  depositPaymentIntentId: 'pi_depositAna12345',
  createdAt: '2026-03-05T15:00:00.000Z',
});

/** Belize for 1, paid in full. */
export const ben = bookingFixture({ id: 'bk-ben', reference: 'SGT-B4C5D6', firstName: 'Ben', lastName: 'Osei', ...belizePaidInFull, createdAt: '2026-03-04T15:00:00.000Z' });

/** Tobago for 1, nothing paid yet. */
export const cara = bookingFixture({ id: 'bk-cara', reference: 'SGT-C5D6E7', firstName: 'Cara', lastName: 'Diaz', createdAt: '2026-03-06T15:00:00.000Z' });

/** Belize for 2 on a dated departure, $1,000 paid: $3,798 total, $2,798 due. */
export const eve = bookingFixture({
  id: 'bk-eve',
  reference: 'SGT-E7F8G9',
  firstName: 'Eve',
  lastName: 'Zhang',
  email: 'eve@sample.org',
  packageId: 'belize',
  packageTitle: 'Belize Adventure',
  packagePrice: 1899,
  travelers: 2,
  depositAmount: 600,
  remainingAmount: 3198,
  amountPaid: 100_000,
  balanceDue: 279_800,
  status: 'deposit_paid',
  depositPaid: true,
  departureDate: '2099-08-01',
  returnDate: '2099-08-05',
  balanceDueDate: '2099-06-17',
  createdAt: '2026-03-03T15:00:00.000Z',
});

/** Tobago for 1, cancelled after its $300 deposit, which the operator kept. */
export const halCancelled = bookingFixture({
  id: 'bk-hal',
  reference: 'SGT-H2J3K4',
  firstName: 'Hal',
  lastName: 'Ng',
  amountPaid: 30_000,
  balanceDue: 99_900,
  forfeited: 30_000,
  status: 'cancelled',
  createdAt: '2026-03-10T15:00:00.000Z',
});
