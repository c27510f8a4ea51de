import { cents } from '@sunward/shared/money';
import { describe, expect, it } from 'vitest';
import { checkStoredMail } from '../../src/mail/mail-templates';
import { BookingReleasedFacts, bookingReleasedMail, ReleasedBookingRefundFacts, releasedBookingRefundMail } from '../../src/mail/release-mails';
import { bookingReleasedFacts } from '../../src/services/release-overdue-booking';
import { releasedBookingRefundFacts } from '../../src/services/release-refunds';
import type { BookingRecord } from '../../src/store/booking-repository';
import { mailTestBooking, siteUrl } from './mail-test-booking';

/** Two travellers at $1,299, $600 paid, $1,998 left unpaid after 14 June. */
const booking = mailTestBooking;

describe('the mail of a released booking', () => {
  const facts = bookingReleasedFacts(booking, siteUrl);

  it('holds exactly the facts its template renders', () => {
    expect(checkStoredMail('bookingReleased', facts)).toMatchObject({ ok: true });
    expect(checkStoredMail('bookingReleased', { ...facts, email: booking.email })).toEqual({ ok: false, problem: 'facts', fields: ['email'] });
  });

  it('says the booking is cancelled for the unpaid balance and what is kept under the refund policy, in text and HTML', () => {
    const mail = bookingReleasedMail(BookingReleasedFacts.parse(facts));

    expect(mail.subject).toBe('Your booking SGT-7KQ2MZ is cancelled: the balance was not paid');
    expect(mail.text).toContain('The balance of $1,998 for Barbados <Crop Over> & Beach was not paid by its due date, June 14, 2027');
    expect(mail.text).toContain('so we have cancelled your booking and released its seats');
    expect(mail.text).toContain('amounts already paid are forfeited when a booking is cancelled for an unpaid balance: the $600 you paid is kept and not refunded');
    expect(mail.html).toContain('Your booking is cancelled');
    expect(mail.html).toContain('Zoë &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
  });
});

describe('the agency’s notice of a payment after a release', () => {
  const released: BookingRecord = { ...booking, status: 'cancelled', forfeitedCents: cents(60_000), cancelledAt: '2027-06-20T14:00:00.000Z' };
  const facts = releasedBookingRefundFacts(released, { paymentIntentId: 'pi_lateBalance123', amountCents: cents(50_000) }, siteUrl);

  it('names the PaymentIntent and the amount to refund', () => {
    const mail = releasedBookingRefundMail(ReleasedBookingRefundFacts.parse(facts));

    expect(mail.subject).toBe("Refund needed: Zoë <script> O'Neil & Co paid $500 after the booking was released, SGT-7KQ2MZ");
    expect(mail.text).toContain('Please refund $500 in the Stripe dashboard: the PaymentIntent is pi_lateBalance123.');
    expect(mail.text).toContain('not counted as paid');
  });
});
