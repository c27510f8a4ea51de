import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, agencyDate, agencyInstant } from '@sunward/shared/rules/agency-calendar';
import { routes } from '@sunward/shared/routes';
import { BookingResponse } from '@sunward/shared/schemas/booking';
import { bookingKey, timedWorkKey } from '@sunward/shared/table';
import { describe, expect, it } from 'vitest';
import { handler as createPaymentIntent } from '../../src/handlers/create-payment-intent';
import { handler as recordAdditionalPayment } from '../../src/handlers/record-additional-payment';
import { handler } from '../../src/handlers/release-overdue-booking';
import { handler as stripeWebhook } from '../../src/handlers/stripe-webhook';
import { departureManifest } from '../../src/services/browse-trips';
import { CHANGED_MESSAGE, NOT_OVERDUE_MESSAGE, releaseOverdueBooking } from '../../src/services/release-overdue-booking';
import { BOOKING_RELEASED_MESSAGE } from '../../src/services/release-refunds';
import { BOOKING_CANCELLED_MESSAGE } from '../../src/services/start-balance-payment';
import { listAuditEntries } from '../../src/store/audit-repository';
import { releaseOverdue } from '../../src/store/booking-release-repository';
import { type BookingRecord } from '../../src/store/booking-repository';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { listPayments } from '../../src/store/payment-repository';
import { timedWorkPut } from '../../src/store/timed-work-repository';
import { invoke } from '../support/invoke';
import { mailsTo } from '../support/mailbox';
import { signedPaymentEvent } from '../support/stripe';
import { givenBooking, givenSessionCookie, seatsLeftOn, testDeparture } from '../support/test-data';
import { storedBooking, customerCookieOf, givenDepositPaidBooking, paidAtStripe } from '../support/paid-booking';
import { backOnSale } from '../../src/store/seats-freeing';

const agencyAddress = 'hello@sunward.test';
const REMINDER = 'balance-reminder';

const release = (bookingId: string, cookies: string[] = []) => invoke(handler, routes.releaseOverdueBooking, { params: { id: bookingId }, cookies });

/** Sets the booking's due date, as a moved departure or a late booking would have it. */
async function givenDueDate(bookingId: string, balanceDueDate: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: bookingKey(bookingId),
      UpdateExpression: 'SET #due = :due',
      ExpressionAttributeNames: { '#due': 'balanceDueDate' },
      ExpressionAttributeValues: { ':due': balanceDueDate },
    }),
  );
}

async function reminderItemOf(bookingId: string) {
  return (await documentClient.send(new GetCommand({ TableName: tableName, Key: timedWorkKey(REMINDER, bookingId), ConsistentRead: true }))).Item;
}

/**
 * A booking of `travelers` at $1,000 each whose $300-per-person deposit was paid through Stripe and
 * recorded, its balance due `dueInDays` New York days from `now` (negative: already past), with
 * its balance reminder scheduled.
 */
async function givenOverdueCandidate(options: { now: Date; dueInDays: number; travelers?: number }) {
  const { trip, booking } = await givenDepositPaidBooking({ travelers: options.travelers ?? 2 });
  await givenDueDate(booking.id, addDays(agencyDate(options.now), options.dueInDays));
  await documentClient.send(new TransactWriteCommand({ TransactItems: [timedWorkPut(REMINDER, booking.id, new Date(options.now.getTime() + 86_400_000))] }));
  return { trip, booking: await storedBooking(booking.id), cookie: await customerCookieOf(booking.email) };
}

function recordBalance(bookingId: string, paymentIntentId: string, cookie: string) {
  return invoke(recordAdditionalPayment, routes.recordAdditionalPayment, { params: { id: bookingId }, body: { paymentIntentId, amount: 1 }, cookies: [cookie] });
}

async function refundNotices(booking: BookingRecord) {
  return (await mailsTo(agencyAddress)).filter((mail) => mail.replyTo.includes(booking.email) && mail.subject.includes('after the booking was released'));
}

describe('POST /api/bookings/{id}/release', () => {
  it('cancels an overdue booking: seats back once, what it paid kept as forfeited, reminders gone, history and mail written', async () => {
    const now = new Date();
    const { trip, booking, cookie } = await givenOverdueCandidate({ now, dueInDays: -2 });
    const admin = await givenSessionCookie('admin');
    const seatsBefore = await seatsLeftOn(trip.id);
    expect(booking).toMatchObject({ status: 'deposit_paid', amountPaidCents: 60_000, balanceDueCents: 140_000 });

    const released = await release(booking.id, [admin.cookie]);

    expect(released.status).toBe(200);
    const answer = BookingResponse.parse(released.json).booking;
    expect(answer).toMatchObject({ id: booking.id, status: 'cancelled', forfeited: 60_000, amountPaid: 60_000, depositPaid: false, fullPaymentPaid: false });
    expect(Date.parse(answer.cancelledAt ?? '')).toBeGreaterThanOrEqual(now.getTime());
    expect(await storedBooking(booking.id)).toMatchObject({ status: 'cancelled', forfeitedCents: 60_000, amountPaidCents: 60_000, cancelledAt: answer.cancelledAt });
    expect(await seatsLeftOn(trip.id)).toBe((seatsBefore ?? 0) + 2);
    expect(await reminderItemOf(booking.id)).toBeUndefined();
    expect(await listAuditEntries(trip.id)).toEqual([
      expect.objectContaining({
        action: 'booking-released',
        by: admin.subject,
        departureId: testDeparture.id,
        changes: [
          { field: 'booking', from: `${booking.reference} · 2 seats · overdue`, to: 'cancelled' },
          { field: 'forfeited', from: null, to: '$600' },
        ],
      }),
    ]);
    const [mail, ...others] = (await mailsTo(booking.email)).filter((one) => one.subject.includes('is cancelled'));
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe(`Your booking ${booking.reference} is cancelled: the balance was not paid`);
    expect(mail?.text).toContain('the $600 you paid is kept and not refunded');
    expect(mail?.text).toContain('The balance of $1,400');
    expect(mail?.html).toContain('Your booking is cancelled');
    expect(await departureManifest(trip.id, testDeparture.id, now)).toEqual({ travelling: [], unpaidHolds: [] });
    const payAgain = await invoke(createPaymentIntent, routes.createPaymentIntent, { body: { bookingId: booking.id, purpose: 'balance', amount: 10_000 }, cookies: [cookie] });
    expect(payAgain.status).toBe(409);
    expect(payAgain.json).toEqual({ message: BOOKING_CANCELLED_MESSAGE });

    const again = await release(booking.id, [admin.cookie]);

    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: NOT_OVERDUE_MESSAGE });
    expect(await seatsLeftOn(trip.id)).toBe((seatsBefore ?? 0) + 2);
    expect(await listAuditEntries(trip.id)).toHaveLength(1);
  });

  it('gives the seats back once when the operator clicks twice at once', async () => {
    const now = new Date();
    const { trip, booking } = await givenOverdueCandidate({ now, dueInDays: -3, travelers: 3 });
    const admin = await givenSessionCookie('admin');
    const seatsBefore = await seatsLeftOn(trip.id);

    const answers = await Promise.all([release(booking.id, [admin.cookie]), release(booking.id, [admin.cookie])]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    // Refused at the read (already cancelled) or at the write (changed since it was read).
    expect([{ message: NOT_OVERDUE_MESSAGE }, { message: CHANGED_MESSAGE }]).toContainEqual(loser?.json);
    expect(await seatsLeftOn(trip.id)).toBe((seatsBefore ?? 0) + 3);
    expect(await listAuditEntries(trip.id)).toHaveLength(1);
    expect((await mailsTo(booking.email)).filter((one) => one.subject.includes('is cancelled'))).toHaveLength(1);
  });

  it('refuses a booking that is not overdue, releasing nothing', async () => {
    const now = new Date();
    const admin = await givenSessionCookie('admin');
    const { trip, booking } = await givenOverdueCandidate({ now, dueInDays: 5 });
    const pending = await givenBooking(trip.id);
    const seatsBefore = await seatsLeftOn(trip.id);

    for (const id of [booking.id, pending.id]) {
      const refused = await release(id, [admin.cookie]);
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({ message: NOT_OVERDUE_MESSAGE });
    }
    expect(await storedBooking(booking.id)).toMatchObject({ status: 'deposit_paid' });
    expect(await storedBooking(pending.id)).toMatchObject({ status: 'pending' });
    expect(await seatsLeftOn(trip.id)).toBe(seatsBefore);
    expect(await reminderItemOf(booking.id)).toBeDefined();
    expect(await listAuditEntries(trip.id)).toEqual([]);
  });

  it('answers 404 for a booking that does not exist', async () => {
    const admin = await givenSessionCookie('admin');
    const missing = await release('no-such-booking', [admin.cookie]);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: 'Booking not found' });
  });

  it('answers 401 to a visitor and to a customer, releasing nothing', async () => {
    const now = new Date();
    const { booking, cookie } = await givenOverdueCandidate({ now, dueInDays: -2 });

    expect((await release(booking.id)).status).toBe(401);
    expect((await release(booking.id, [cookie])).status).toBe(401);
    expect(await storedBooking(booking.id)).toMatchObject({ status: 'deposit_paid' });
  });
});

describe('releasing an overdue booking, by the agency’s calendar', () => {
  it('is refused on the due date itself, to its last New York millisecond, and allowed from the next New York day', async () => {
    const admin = await givenSessionCookie('admin');
    const today = new Date();
    const { booking } = await givenOverdueCandidate({ now: today, dueInDays: 0 });
    const dueDate = addDays(agencyDate(today), 0);
    const nextDay = agencyInstant(addDays(dueDate, 1), 0);

    await expect(releaseOverdueBooking(booking.id, admin.subject, new Date(nextDay.getTime() - 1))).rejects.toMatchObject({ status: 409, message: NOT_OVERDUE_MESSAGE });
    expect(await storedBooking(booking.id)).toMatchObject({ status: 'deposit_paid' });

    const released = await releaseOverdueBooking(booking.id, admin.subject, nextDay);

    expect(released).toMatchObject({ status: 'cancelled', forfeitedCents: 60_000, cancelledAt: nextDay.toISOString() });
  });
});

describe('a release racing a balance payment', () => {
  it('payment first: the release read before it is refused and gives no seats back; the money counts as paid', async () => {
    const now = new Date();
    const { trip, booking, cookie } = await givenOverdueCandidate({ now, dueInDays: -2 });
    const admin = await givenSessionCookie('admin');
    const seatsBefore = await seatsLeftOn(trip.id);
    const readBeforePayment = await storedBooking(booking.id);
    const paymentIntentId = await paidAtStripe(booking.id, 50_000, cookie);
    expect((await recordBalance(booking.id, paymentIntentId, cookie)).status).toBe(200);

    const entry = { id: 'late-release', at: now.toISOString(), by: admin.subject, action: 'booking-released' as const, departureId: testDeparture.id, changes: [] };
    expect(await releaseOverdue(readBeforePayment, entry, [], now, backOnSale)).toBe(false);

    expect(await storedBooking(booking.id)).toMatchObject({ status: 'deposit_paid', amountPaidCents: 110_000, balanceDueCents: 90_000 });
    expect(await seatsLeftOn(trip.id)).toBe(seatsBefore);
    expect(await reminderItemOf(booking.id)).toBeDefined();
    expect(await listAuditEntries(trip.id)).toEqual([]);

    // Still overdue with a balance left: a release read now keeps what was paid, the new payment included.
    const released = await release(booking.id, [admin.cookie]);
    expect(released.status).toBe(200);
    expect(BookingResponse.parse(released.json).booking).toMatchObject({ status: 'cancelled', forfeited: 110_000 });
  });

  it('payment first, in full: the booking is paid and no longer overdue, so the release is refused', async () => {
    const now = new Date();
    const { trip, booking, cookie } = await givenOverdueCandidate({ now, dueInDays: -2 });
    const admin = await givenSessionCookie('admin');
    const seatsBefore = await seatsLeftOn(trip.id);
    const paymentIntentId = await paidAtStripe(booking.id, 140_000, cookie);
    expect((await recordBalance(booking.id, paymentIntentId, cookie)).status).toBe(200);

    const refused = await release(booking.id, [admin.cookie]);

    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: NOT_OVERDUE_MESSAGE });
    expect(await storedBooking(booking.id)).toMatchObject({ status: 'confirmed', amountPaidCents: 200_000 });
    expect(await seatsLeftOn(trip.id)).toBe(seatsBefore);
  });

  it('release first: the payment that lands after it is recorded once as money to refund, never as paid', async () => {
    const now = new Date();
    const { trip, booking, cookie } = await givenOverdueCandidate({ now, dueInDays: -2 });
    const admin = await givenSessionCookie('admin');
    const paymentIntentId = await paidAtStripe(booking.id, 140_000, cookie);
    expect((await release(booking.id, [admin.cookie])).status).toBe(200);
    const seatsAfterRelease = await seatsLeftOn(trip.id);

    const fromBrowser = await recordBalance(booking.id, paymentIntentId, cookie);
    const { body, headers } = await signedPaymentEvent(paymentIntentId);
    const fromWebhook = await invoke(stripeWebhook, routes.stripeWebhook, { body, headers });
    const replay = await recordBalance(booking.id, paymentIntentId, cookie);

    expect(fromBrowser.status).toBe(409);
    expect(fromBrowser.json).toEqual({ message: BOOKING_RELEASED_MESSAGE });
    expect(fromWebhook.status).toBe(200);
    expect(replay.json).toEqual({ message: BOOKING_RELEASED_MESSAGE });
    expect(await storedBooking(booking.id)).toMatchObject({
      status: 'cancelled',
      amountPaidCents: 60_000,
      forfeitedCents: 60_000,
      balanceDueCents: 140_000,
      refundDueCents: 140_000,
      refundDuePaymentIntentIds: [paymentIntentId],
    });
    expect((await listPayments(booking.id)).map((payment) => payment.paymentIntentId)).not.toContain(paymentIntentId);
    expect(await seatsLeftOn(trip.id)).toBe(seatsAfterRelease);
    const notices = await refundNotices(booking);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(paymentIntentId);
    expect(notices[0]?.subject).toContain('$1,400');
  });

  it('at once: one wins; the seats go back at most once and the payment is either paid or due for a refund, once', async () => {
    const now = new Date();
    const { trip, booking, cookie } = await givenOverdueCandidate({ now, dueInDays: -2 });
    const admin = await givenSessionCookie('admin');
    const seatsBefore = await seatsLeftOn(trip.id) ?? 0;
    const paymentIntentId = await paidAtStripe(booking.id, 140_000, cookie);

    const [released, paid] = await Promise.all([release(booking.id, [admin.cookie]), recordBalance(booking.id, paymentIntentId, cookie)]);

    const after = await storedBooking(booking.id);
    const payments = (await listPayments(booking.id)).map((payment) => payment.paymentIntentId);
    if (released.status === 200) {
      expect(paid.status).toBe(409);
      expect(after).toMatchObject({ status: 'cancelled', amountPaidCents: 60_000, forfeitedCents: 60_000, refundDueCents: 140_000 });
      expect(payments).not.toContain(paymentIntentId);
      expect(await seatsLeftOn(trip.id)).toBe(seatsBefore + 2);
      expect(await refundNotices(booking)).toHaveLength(1);
    } else {
      expect(released.status).toBe(409);
      expect(paid.status).toBe(200);
      expect(after).toMatchObject({ status: 'confirmed', amountPaidCents: 200_000 });
      expect(after.refundDueCents).toBeUndefined();
      expect(payments).toContain(paymentIntentId);
      expect(await seatsLeftOn(trip.id)).toBe(seatsBefore);
    }
  });
});
