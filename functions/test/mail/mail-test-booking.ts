import { cents } from '@sunward/shared/money';
import type { BookingRecord } from '../../src/store/booking-repository';

/** The site's address in the mails under test. */
export const siteUrl = 'https://sunward.example';

/**
 * The booking the mail tests render: two travellers at $1,299, $600 paid, $1,998 due by 14 June;
 * a name and a trip with characters HTML must escape.
 */
export const mailTestBooking: BookingRecord = {
  id: '6f1c1b1e-3f0a-4c57-9a59-0d3c2b8f1a11',
  reference: 'SGT-7KQ2MZ',
  packageId: 'barbados',
  packageTitle: 'Barbados <Crop Over> & Beach',
  departureId: '2027-07-29',
  departureDate: '2027-07-29',
  returnDate: '2027-08-03',
  balanceDueDate: '2027-06-14',
  priceCents: cents(129_900),
  firstName: 'Zoë <script>',
  lastName: "O'Neil & Co",
  email: 'zoe@example.com',
  phone: '+1 555 010 2030',
  travelers: 2,
  totalCents: cents(259_800),
  depositCents: cents(60_000),
  remainingCents: cents(199_800),
  amountPaidCents: cents(60_000),
  balanceDueCents: cents(199_800),
  status: 'deposit_paid',
  depositPaymentIntentId: 'pi_depositABCDEFGH',
  createdAt: '2026-07-04T02:00:00.000Z',
  holdExpiresAt: '2026-07-04T02:30:00.000Z',
};
