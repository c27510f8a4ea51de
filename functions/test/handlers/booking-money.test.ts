import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@sunward/shared/routes';
import { BookingResponse } from '@sunward/shared/schemas/booking';
import { CancelBookingResponse, RefundResponse } from '@sunward/shared/schemas/booking-money';
import { PaymentList } from '@sunward/shared/schemas/payment';
import { holdKey, timedWorkKey } from '@sunward/shared/table';
import { describe, expect, it } from 'vitest';
import { handler as cancelHandler } from '../../src/handlers/cancel-booking';
import { handler as createPaymentIntent } from '../../src/handlers/create-payment-intent';
import { handler as listBookingPayments } from '../../src/handlers/list-booking-payments';
import { handler as recordAdditionalPayment } from '../../src/handlers/record-additional-payment';
import { handler as offlineHandler } from '../../src/handlers/record-offline-payment';
import { handler as refundHandler } from '../../src/handlers/refund-booking';
import { handler as stripeWebhook } from '../../src/handlers/stripe-webhook';
import { CANCEL_CHANGED_MESSAGE, NOT_HOLDING_SEATS_MESSAGE } from '../../src/services/cancel-booking';
import { aboveBalanceMessage, NOT_OWING_MESSAGE, RECEIVED_IN_FUTURE_MESSAGE } from '../../src/services/record-offline-payment';
import { REFUND_CHANGED_MESSAGE, tooMuchMessage } from '../../src/services/refund-booking';
import { listAuditEntries } from '../../src/store/audit-repository';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { listPayments } from '../../src/store/payment-repository';
import { timedWorkPut } from '../../src/store/timed-work-repository';
import { addDays, agencyDate } from '@sunward/shared/rules/agency-calendar';
import { invoke } from '../support/invoke';
import { mailsTo } from '../support/mailbox';
import { signedRefundEvent, stripePaymentIntent } from '../support/stripe';
import { givenBookablePackage, givenBooking, givenSessionCookie, seatsLeftOn } from '../support/test-data';
import { customerCookieOf, givenDepositPaidBooking, paidAtStripe, storedBooking } from '../support/paid-booking';

const REMINDER = 'balance-reminder';

interface IntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
}

const cancel = (id: string, body: { refundCents?: number; reason?: string }, cookie: string) =>
  invoke(cancelHandler, routes.cancelBooking, { params: { id }, body, cookies: [cookie] });
const refund = (id: string, amountCents: number, cookie: string) => invoke(refundHandler, routes.refundBooking, { params: { id }, body: { amountCents }, cookies: [cookie] });
const offline = (id: string, body: Record<string, unknown>, cookie: string) =>
  invoke(offlineHandler, routes.recordOfflinePayment, { params: { id }, body, cookies: [cookie] });
const deliver = (event: { body: string; headers: Record<string, string> }) => invoke(stripeWebhook, routes.stripeWebhook, { body: event.body, headers: event.headers });

/** A booking of two travellers at $1,000 each whose $600 deposit was paid by card and recorded, with its reminder scheduled. */
async function givenDepositPaidAndReminded(now: Date) {
  const { trip, booking, paymentIntentId } = await givenDepositPaidBooking();
  await documentClient.send(new TransactWriteCommand({ TransactItems: [timedWorkPut(REMINDER, booking.id, new Date(now.getTime() + 86_400_000))] }));
  return { trip, booking, depositIntent: paymentIntentId, cookie: await customerCookieOf(booking.email) };
}

const recordCard = (bookingId: string, paymentIntentId: string, cookie: string) =>
  invoke(recordAdditionalPayment, routes.recordAdditionalPayment, { params: { id: bookingId }, body: { paymentIntentId, amount: 1 }, cookies: [cookie] });

async function reminderItemOf(bookingId: string) {
  return (await documentClient.send(new GetCommand({ TableName: tableName, Key: timedWorkKey(REMINDER, bookingId), ConsistentRead: true }))).Item;
}

/** Every cent counted once: the ledger adds up to the amount paid, and the balance is never below 0. */
async function expectLedgerAddsUp(bookingId: string) {
  const booking = await storedBooking(bookingId);
  const ledger = (await listPayments(bookingId)).reduce((sum, payment) => sum + payment.amountCents, 0);
  expect(booking.amountPaidCents).toBe(ledger);
  expect(booking.balanceDueCents).toBeGreaterThanOrEqual(0);
  expect(booking.amountPaidCents + booking.balanceDueCents - (booking.overpaidCents ?? 0)).toBe(booking.totalCents);
  return booking;
}

const refundMails = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Refund of'));

// Each test walks a booking through Stripe, the table and the webhook: 8 to 12 s on a quiet
// machine, more while the typecheck runs beside the suite, so the project's 20 s is too tight.
describe('POST /api/bookings/{id}/cancel', { timeout: 60_000 }, () => {
  it('cancels a deposit-paid booking and refunds by card: seats back once, reminders and pay links stop, the refund counted once by the webhook', async () => {
    const now = new Date();
    const { trip, booking, depositIntent } = await givenDepositPaidAndReminded(now);
    const admin = await givenSessionCookie('admin');
    const seatsBefore = (await seatsLeftOn(trip.id)) ?? 0;

    const answer = await cancel(booking.id, { refundCents: 40_000, reason: 'Traveller fell ill' }, admin.cookie);

    expect(answer.status).toBe(200);
    const body = CancelBookingResponse.parse(answer.json);
    expect(body.booking).toMatchObject({ status: 'cancelled', amountPaid: 60_000 });
    expect(body.refunds).toEqual([expect.objectContaining({ paymentIntentId: depositIntent, amountCents: 40_000 })]);
    const stored = await storedBooking(booking.id);
    expect(stored).toMatchObject({ status: 'cancelled', cancellationReason: 'Traveller fell ill', amountPaidCents: 60_000 });
    expect(stored.payLinksRevokedAt).toBe(stored.cancelledAt);
    expect(await seatsLeftOn(trip.id)).toBe(seatsBefore + 2);
    expect(await reminderItemOf(booking.id)).toBeUndefined();
    expect((await listAuditEntries(trip.id)).map((entry) => entry.action).sort()).toEqual(['booking-cancelled', 'booking-refunded']);
    const [cancelMail, ...others] = (await mailsTo(booking.email)).filter((mail) => mail.subject === `Your booking ${booking.reference} is cancelled`);
    expect(others).toHaveLength(0);
    expect(cancelMail?.text).toContain('We are refunding $400 of the $600 you paid');
    expect(cancelMail?.html).toContain('Your booking is cancelled');
    // Not counted by the call: Stripe's webhook records it.
    expect(await refundMails(booking.email)).toHaveLength(0);
    expect(await stripePaymentIntent(depositIntent)).toMatchObject({ status: 'succeeded' });

    const event = await signedRefundEvent(depositIntent);
    await Promise.all([deliver(event), deliver(event)]);
    await deliver(event);

    const after = await expectLedgerAddsUp(booking.id);
    expect(after).toMatchObject({ status: 'cancelled', amountPaidCents: 20_000, refundedCents: 40_000 });
    const mails = await refundMails(booking.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Refund of $400 for booking ${booking.reference}`);
    expect(mails[0]?.text).toContain('We have refunded $400');

    const again = await cancel(booking.id, {}, admin.cookie);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: NOT_HOLDING_SEATS_MESSAGE });
    expect(await seatsLeftOn(trip.id)).toBe(seatsBefore + 2);
  });

  it('cancels a pending booking: its open deposit is cancelled at Stripe, its hold goes, its seats go back once', async () => {
    const trip = await givenBookablePackage({ priceCents: 50_000, capacity: 10 });
    const booking = await givenBooking(trip.id, { travelers: 3 });
    const deposit = await invoke(createPaymentIntent, routes.createPaymentIntent, { body: { bookingId: booking.id, purpose: 'deposit' } });
    const { paymentIntentId } = deposit.json as IntentAnswer;
    const admin = await givenSessionCookie('admin');
    const seatsBefore = (await seatsLeftOn(trip.id)) ?? 0;

    const answers = await Promise.all([cancel(booking.id, {}, admin.cookie), cancel(booking.id, {}, admin.cookie)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect([{ message: NOT_HOLDING_SEATS_MESSAGE }, { message: CANCEL_CHANGED_MESSAGE }]).toContainEqual(answers.find((answer) => answer.status === 409)?.json);
    expect(await storedBooking(booking.id)).toMatchObject({ status: 'cancelled' });
    expect(await seatsLeftOn(trip.id)).toBe(seatsBefore + 3);
    expect((await documentClient.send(new GetCommand({ TableName: tableName, Key: holdKey(booking.id), ConsistentRead: true }))).Item).toBeUndefined();
    expect(await stripePaymentIntent(paymentIntentId)).toMatchObject({ status: 'canceled' });
    const mail = (await mailsTo(booking.email)).find((one) => one.subject.endsWith('is cancelled'));
    expect(mail?.text).toContain('Nothing had been paid for this booking');
  });

  it('races a balance payment: seats back at most once, and the payment is either counted or due for a refund, never both', async () => {
    const now = new Date();
    const { trip, booking, cookie } = await givenDepositPaidAndReminded(now);
    const admin = await givenSessionCookie('admin');
    const seatsBefore = (await seatsLeftOn(trip.id)) ?? 0;
    const paid = await paidAtStripe(booking.id, 50_000, cookie);

    const [cancelled, recorded] = await Promise.all([cancel(booking.id, {}, admin.cookie), recordCard(booking.id, paid, cookie)]);

    const after = await expectLedgerAddsUp(booking.id);
    const counted = (await listPayments(booking.id)).some((payment) => payment.paymentIntentId === paid);
    const dueBack = after.refundDuePaymentIntentIds?.includes(paid) ?? false;
    expect(counted !== dueBack).toBe(true);
    if (cancelled.status === 200) {
      expect(after.status).toBe('cancelled');
      expect(await seatsLeftOn(trip.id)).toBe(seatsBefore + 2);
      expect(dueBack || recorded.status === 200).toBe(true);
    } else {
      expect(cancelled.status).toBe(409);
      expect(after).toMatchObject({ status: 'deposit_paid', amountPaidCents: 110_000, balanceDueCents: 90_000 });
      expect(await seatsLeftOn(trip.id)).toBe(seatsBefore);
    }
    expect(after.amountPaidCents + (after.refundDueCents ?? 0)).toBe(110_000);
  });

  it('refuses a refund above what was paid by card, cancelling nothing', async () => {
    const now = new Date();
    const { trip, booking } = await givenDepositPaidAndReminded(now);
    const admin = await givenSessionCookie('admin');
    const seatsBefore = await seatsLeftOn(trip.id);

    const refused = await cancel(booking.id, { refundCents: 60_001 }, admin.cookie);

    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ message: tooMuchMessage(60_000) });
    expect(await storedBooking(booking.id)).toMatchObject({ status: 'deposit_paid' });
    expect(await seatsLeftOn(trip.id)).toBe(seatsBefore);
  });

  it('answers 401 to a customer and 404 for no booking', async () => {
    const now = new Date();
    const { booking, cookie } = await givenDepositPaidAndReminded(now);
    const admin = await givenSessionCookie('admin');
    expect((await cancel(booking.id, {}, cookie)).status).toBe(401);
    expect((await refund(booking.id, 100, cookie)).status).toBe(401);
    expect((await offline(booking.id, { method: 'cash', amountCents: 100, receivedOn: agencyDate(now) }, cookie)).status).toBe(401);
    expect((await cancel('no-such-booking', {}, admin.cookie)).json).toEqual({ message: 'Booking not found' });
  });
});

describe('POST /api/bookings/{id}/refunds', { timeout: 60_000 }, () => {
  it('refunds across payments, largest first, and counts each refund once through the webhook', async () => {
    const now = new Date();
    const { booking, depositIntent, cookie } = await givenDepositPaidAndReminded(now);
    const balanceIntent = await paidAtStripe(booking.id, 30_000, cookie);
    expect((await recordCard(booking.id, balanceIntent, cookie)).status).toBe(200);
    const admin = await givenSessionCookie('admin');

    const answer = await refund(booking.id, 70_000, admin.cookie);

    expect(answer.status).toBe(200);
    const { refunds } = RefundResponse.parse(answer.json);
    expect(refunds.map((made) => [made.paymentIntentId, made.amountCents])).toEqual([
      [depositIntent, 60_000],
      [balanceIntent, 10_000],
    ]);
    expect(await storedBooking(booking.id)).toMatchObject({ amountPaidCents: 90_000 });
    for (const intent of [depositIntent, balanceIntent]) await deliver(await signedRefundEvent(intent));

    const after = await expectLedgerAddsUp(booking.id);
    expect(after).toMatchObject({ amountPaidCents: 20_000, refundedCents: 70_000, status: 'deposit_paid' });
    expect((await refundMails(booking.email)).map((mail) => mail.subject).sort()).toEqual([
      `Refund of $100 for booking ${booking.reference}`,
      `Refund of $600 for booking ${booking.reference}`,
    ]);
  });

  it('makes one of two refunds at once when the money covers only one: never more than was paid by card', async () => {
    const now = new Date();
    const { booking, depositIntent } = await givenDepositPaidAndReminded(now);
    const admin = await givenSessionCookie('admin');

    const answers = await Promise.all([refund(booking.id, 40_000, admin.cookie), refund(booking.id, 40_000, admin.cookie)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, expect.any(Number)]);
    const loser = answers.find((answer) => answer.status !== 200);
    expect([400, 409]).toContain(loser?.status);
    expect([{ message: tooMuchMessage(20_000) }, { message: REFUND_CHANGED_MESSAGE }]).toContainEqual(loser?.json);
    const event = await signedRefundEvent(depositIntent);
    await Promise.all([deliver(event), deliver(event)]);
    const after = await expectLedgerAddsUp(booking.id);
    expect(after).toMatchObject({ amountPaidCents: 20_000, refundedCents: 40_000 });
    expect(await refundMails(booking.email)).toHaveLength(1);
  });

  it('refuses more than is left by card: an offline payment is not refundable by card', async () => {
    const now = new Date();
    const { booking } = await givenDepositPaidAndReminded(now);
    const admin = await givenSessionCookie('admin');
    expect((await offline(booking.id, { method: 'cheque', amountCents: 50_000, receivedOn: agencyDate(now) }, admin.cookie)).status).toBe(200);

    const refused = await refund(booking.id, 60_001, admin.cookie);

    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ message: 'At most $600 paid by card is left to refund on this booking.' });
  });
});

describe('POST /api/bookings/{id}/offline-payments', { timeout: 60_000 }, () => {
  it('records a bank transfer through the payment recorder: balance, status, receipt, history with its method', async () => {
    const now = new Date();
    const { trip, booking, cookie } = await givenDepositPaidAndReminded(now);
    const admin = await givenSessionCookie('admin');
    const receivedOn = addDays(agencyDate(now), -1);

    const answer = await offline(booking.id, { method: 'bank_transfer', amountCents: 140_000, receivedOn, note: 'Chase wire 0042' }, admin.cookie);

    expect(answer.status).toBe(200);
    expect(BookingResponse.parse(answer.json).booking).toMatchObject({ status: 'confirmed', amountPaid: 200_000, balanceDue: 0 });
    await expectLedgerAddsUp(booking.id);
    const history = PaymentList.parse((await invoke(listBookingPayments, routes.listBookingPayments, { params: { id: booking.id }, cookies: [cookie] })).json);
    expect(history).toContainEqual(
      expect.objectContaining({ amount: 140_000, method: 'bank_transfer', note: `Bank transfer, received ${receivedOn}: Chase wire 0042`, id: expect.stringMatching(/^offline_/) }),
    );
    expect(history).toContainEqual(expect.objectContaining({ amount: 60_000, method: 'card' }));
    const receipt = (await mailsTo(booking.email)).find((mail) => mail.subject === `Payment received: $1,400 for booking ${booking.reference}`);
    expect(receipt?.text).toContain('Your trip is now paid in full');
    expect(await listAuditEntries(trip.id)).toEqual([expect.objectContaining({ action: 'offline-payment-recorded', by: admin.subject })]);

    const more = await offline(booking.id, { method: 'cash', amountCents: 100, receivedOn }, admin.cookie);
    expect(more.status).toBe(409);
    expect(more.json).toEqual({ message: NOT_OWING_MESSAGE });
  });

  it('refuses more than the balance, a date after today, and a booking without its deposit', async () => {
    const now = new Date();
    const { trip, booking } = await givenDepositPaidAndReminded(now);
    const admin = await givenSessionCookie('admin');
    const pending = await givenBooking(trip.id);

    const above = await offline(booking.id, { method: 'cash', amountCents: 140_001, receivedOn: agencyDate(now) }, admin.cookie);
    const future = await offline(booking.id, { method: 'cash', amountCents: 100, receivedOn: addDays(agencyDate(now), 1) }, admin.cookie);
    const unpaid = await offline(pending.id, { method: 'cash', amountCents: 100, receivedOn: agencyDate(now) }, admin.cookie);
    const badMethod = await offline(booking.id, { method: 'bitcoin', amountCents: 100, receivedOn: agencyDate(now) }, admin.cookie);

    expect(above).toMatchObject({ status: 400, json: { message: aboveBalanceMessage(140_000) } });
    expect(above.json).toEqual({ message: 'The amount is more than the balance due ($1,400).' });
    expect(future).toMatchObject({ status: 400, json: { message: RECEIVED_IN_FUTURE_MESSAGE } });
    expect(unpaid).toMatchObject({ status: 409, json: { message: NOT_OWING_MESSAGE } });
    expect(badMethod.status).toBe(400);
    expect(await storedBooking(booking.id)).toMatchObject({ amountPaidCents: 60_000, balanceDueCents: 140_000 });
  });

  it('races a card payment for the same balance: the balance never goes below 0 and every cent is counted once', async () => {
    const now = new Date();
    const { booking, cookie } = await givenDepositPaidAndReminded(now);
    const admin = await givenSessionCookie('admin');
    const card = await paidAtStripe(booking.id, 100_000, cookie);

    const [byHand, byCard] = await Promise.all([
      offline(booking.id, { method: 'cash', amountCents: 100_000, receivedOn: agencyDate(now) }, admin.cookie),
      recordCard(booking.id, card, cookie),
    ]);

    // Money Stripe took is always counted; the cash is recorded only if it fitted the balance when written.
    expect(byCard.status).toBe(200);
    const after = await expectLedgerAddsUp(booking.id);
    if (byHand.status === 200) {
      expect(after).toMatchObject({ amountPaidCents: 260_000, balanceDueCents: 0, overpaidCents: 60_000 });
    } else {
      expect(byHand).toMatchObject({ status: 400, json: { message: aboveBalanceMessage(40_000) } });
      expect(after).toMatchObject({ amountPaidCents: 160_000, balanceDueCents: 40_000 });
    }
  });

  it('records two payments that both fit at once, both counted', async () => {
    const now = new Date();
    const { booking, cookie } = await givenDepositPaidAndReminded(now);
    const admin = await givenSessionCookie('admin');
    const card = await paidAtStripe(booking.id, 70_000, cookie);

    const answers = await Promise.all([
      offline(booking.id, { method: 'cheque', amountCents: 70_000, receivedOn: agencyDate(now) }, admin.cookie),
      recordCard(booking.id, card, cookie),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await expectLedgerAddsUp(booking.id)).toMatchObject({ status: 'confirmed', amountPaidCents: 200_000, balanceDueCents: 0 });
  });
});
