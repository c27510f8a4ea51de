import { routes } from '@sunward/shared/routes';
import { MAIL_RESEND_MINUTES } from '@sunward/shared/rules/mail-resend';
import { ResendMailResponse } from '@sunward/shared/schemas/booking-records';
import { describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/resend-booking-mail';
import {
  CANCELLED_MESSAGE,
  NO_CONFIRMATION_MESSAGE,
  NO_RECEIPT_MESSAGE,
  RECENTLY_RESENT_MESSAGE,
  resendBookingMail,
} from '../../src/services/resend-booking-mail';
import { listAuditEntries } from '../../src/store/audit-repository';
import { mailsTo } from '../support/mailbox';
import { customerCookieOf, givenDepositPaidBooking, paidTowardsBalance, storedBooking } from '../support/paid-booking';
import { invoke } from '../support/invoke';
import { givenBookablePackage, givenBooking, givenSessionCookie, testDeparture } from '../support/test-data';

const resend = (bookingId: string, mail: unknown, cookies: string[] = []) =>
  invoke(handler, routes.resendBookingMail, { params: { id: bookingId }, body: { mail }, cookies });

const confirmationSubject = (title: string) => `Your booking is confirmed: ${title}`;

describe('POST /api/bookings/{id}/resend', () => {
  it('sends the booking confirmation again through the outbox, with the audit entry', async () => {
    const { trip, booking } = await givenDepositPaidBooking();
    const admin = await givenSessionCookie('admin');
    expect((await mailsTo(booking.email)).filter((mail) => mail.subject === confirmationSubject(booking.packageTitle))).toHaveLength(1);

    const answer = await resend(booking.id, 'confirmation', [admin.cookie]);

    expect(answer.status).toBe(200);
    expect(ResendMailResponse.parse(answer.json)).toMatchObject({ mail: 'confirmation', to: booking.email });
    const confirmations = (await mailsTo(booking.email)).filter((mail) => mail.subject === confirmationSubject(booking.packageTitle));
    expect(confirmations).toHaveLength(2);
    expect(confirmations[0]?.text).toContain(booking.reference);
    expect(confirmations[0]?.text).toContain('$600');
    expect(await listAuditEntries(trip.id)).toEqual([
      expect.objectContaining({
        action: 'mail-resent',
        by: admin.subject,
        departureId: testDeparture.id,
        changes: [
          { field: 'booking', from: booking.reference, to: booking.reference },
          { field: 'mail', from: null, to: 'booking confirmation' },
        ],
      }),
    ]);
  });

  it("sends the latest payment's receipt: the balance payment's once there is one", async () => {
    const { booking } = await givenDepositPaidBooking();
    await paidTowardsBalance(booking, 25_000);
    const admin = await givenSessionCookie('admin');
    const receipts = async () => (await mailsTo(booking.email)).filter((mail) => mail.subject === `Payment received: $250 for booking ${booking.reference}`);
    expect(await receipts()).toHaveLength(1);

    const answer = await resend(booking.id, 'receipt', [admin.cookie]);

    expect(answer.status).toBe(200);
    const [latest] = await receipts();
    expect(await receipts()).toHaveLength(2);
    expect(latest?.text).toContain('The balance still due is $1,150');
  });

  it('limits resends per booking: a second within 10 minutes is a 429 that sends nothing, one after it goes', async () => {
    const { trip, booking } = await givenDepositPaidBooking();
    const admin = await givenSessionCookie('admin');
    const now = new Date();
    await resendBookingMail(booking.id, 'confirmation', admin.subject, now);

    const refused = await resend(booking.id, 'receipt', [admin.cookie]);

    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: RECENTLY_RESENT_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(MAIL_RESEND_MINUTES * 60);
    expect((await mailsTo(booking.email)).filter((mail) => mail.subject === confirmationSubject(booking.packageTitle))).toHaveLength(2);
    await expect(resendBookingMail(booking.id, 'receipt', admin.subject, new Date(now.getTime() + (MAIL_RESEND_MINUTES - 1) * 60_000))).rejects.toMatchObject({ status: 429 });

    const later = await resendBookingMail(booking.id, 'receipt', admin.subject, new Date(now.getTime() + MAIL_RESEND_MINUTES * 60_000));

    expect(later.mail).toBe('receipt');
    expect((await mailsTo(booking.email)).filter((mail) => mail.subject === confirmationSubject(booking.packageTitle))).toHaveLength(3);
    expect((await listAuditEntries(trip.id)).filter((entry) => entry.action === 'mail-resent')).toHaveLength(2);
  });

  it('sends one mail when the operator clicks twice at once', async () => {
    const { booking } = await givenDepositPaidBooking();
    const admin = await givenSessionCookie('admin');

    const answers = await Promise.all([resend(booking.id, 'confirmation', [admin.cookie]), resend(booking.id, 'confirmation', [admin.cookie])]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    expect((await mailsTo(booking.email)).filter((mail) => mail.subject === confirmationSubject(booking.packageTitle))).toHaveLength(2);
  });

  it('refuses a booking without the payment, and a cancelled one, sending nothing', async () => {
    const trip = await givenBookablePackage();
    const admin = await givenSessionCookie('admin');
    const pending = await givenBooking(trip.id);
    const cancelled = await givenBooking(trip.id, { status: 'cancelled' });

    const noConfirmation = await resend(pending.id, 'confirmation', [admin.cookie]);
    const noReceipt = await resend(pending.id, 'receipt', [admin.cookie]);
    const ended = await resend(cancelled.id, 'receipt', [admin.cookie]);

    expect([noConfirmation.status, noReceipt.status, ended.status]).toEqual([409, 409, 409]);
    expect(noConfirmation.json).toEqual({ message: NO_CONFIRMATION_MESSAGE });
    expect(noReceipt.json).toEqual({ message: NO_RECEIPT_MESSAGE });
    expect(ended.json).toEqual({ message: CANCELLED_MESSAGE });
    expect(await mailsTo(pending.email)).toEqual([]);
    expect(await listAuditEntries(trip.id)).toEqual([]);
  });

  it('answers 400 for a mail it does not know, 404 for a booking that does not exist', async () => {
    const { booking } = await givenDepositPaidBooking();
    const admin = await givenSessionCookie('admin');

    const unknown = await resend(booking.id, 'invoice', [admin.cookie]);
    const missing = await resend('no-such-booking', 'receipt', [admin.cookie]);

    expect(unknown.status).toBe(400);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: 'Booking not found' });
  });

  it('answers 401 to a visitor and to the traveller, sending nothing', async () => {
    const { booking } = await givenDepositPaidBooking();

    expect((await resend(booking.id, 'receipt')).status).toBe(401);
    expect((await resend(booking.id, 'receipt', [await customerCookieOf(booking.email)])).status).toBe(401);
    expect((await mailsTo(booking.email)).filter((mail) => mail.subject === confirmationSubject(booking.packageTitle))).toHaveLength(1);
    expect(await storedBooking(booking.id)).toMatchObject({ status: 'deposit_paid' });
  });
});
