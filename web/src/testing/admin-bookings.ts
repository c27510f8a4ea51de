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
