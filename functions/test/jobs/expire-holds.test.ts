import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { paymentMetadata } from '@sunward/shared/rules/deposit-payment';
import { bookingKey, holdKey, holdTypeKey, packageKey } from '@sunward/shared/table';
import { describe, expect, it } from 'vitest';
import { expireHolds as runExpiry } from '../../src/jobs/expire-holds';
import { createPaymentIntent } from '../../src/adapters/payments';
import { holdForDeposit, startDepositPayment } from '../../src/services/start-deposit-payment';
import { findBooking } from '../../src/store/booking-repository';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { listPayments } from '../../src/store/payment-repository';
import { expireHold, listHoldsDueBy } from '../../src/store/seat-hold-repository';
import { metricNames } from '../../src/observability/metrics';
import { captureMetrics } from '../support/emf';
import { currentFunction } from '../support/item-access-recorder';
import { mailsTo } from '../support/mailbox';
import { confirmAsBrowser, stripePaymentIntent } from '../support/stripe';
import { departureOn, givenBookablePackage, givenBooking, seatsLeftOn, uniqueId } from '../support/test-data';
import { backOnSale } from '../../src/store/seats-freeing';

const minutes = (count: number) => count * 60_000;

/** One run of the expiry job, as the schedule starts it. */
const expireHolds = (now: Date) => currentFunction.run('expire-holds', () => runExpiry(now));

/**
 * Each test books at its own moment in the past, so the runs it makes reach its own holds and
 * never those of tests running at the real time.
 */
function momentFor(test: number): Date {
  return new Date(Date.UTC(2021, 0, 1 + test, 9, 0, 0));
}

describe('expiring seat holds', () => {
  it('expires an unpaid booking past its hold and gives its seats back', async () => {
    const bookedAt = momentFor(1);
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 3, now: bookedAt });
    expect(await seatsLeftOn(trip.id)).toBe(9);

    const run = await expireHolds(new Date(bookedAt.getTime() + minutes(31)));

    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired' });
    expect(await seatsLeftOn(trip.id)).toBe(12);
  });

  it('gives the seats back to the departure they were held on, and to no other', async () => {
    const bookedAt = momentFor(7);
    const [june, july] = [departureOn('2099-06-10'), departureOn('2099-07-08')];
    const trip = await givenBookablePackage({ capacity: 12, departures: [june, july] });
    const booking = await givenBooking(trip.id, { travelers: 3, now: bookedAt, departureId: july.id });
    expect(await seatsLeftOn(trip.id, july.id)).toBe(9);

    await expireHolds(new Date(bookedAt.getTime() + minutes(31)));

    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired', departureId: july.id });
    expect(await seatsLeftOn(trip.id, july.id)).toBe(12);
    expect(await seatsLeftOn(trip.id, june.id)).toBe(12);
  });

  it('gives a hold made before trips had departures back to its package\u2019s seat counter', async () => {
    const bookedAt = momentFor(8);
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2, now: bookedAt });
    const update = (Key: Record<string, string>, UpdateExpression: string, values?: Record<string, number>) =>
      documentClient.send(new UpdateCommand({ TableName: tableName, Key, UpdateExpression, ExpressionAttributeValues: values }));
    await update(bookingKey(booking.id), 'REMOVE departureId, departureDate, returnDate');
    await update(holdKey(booking.id), 'REMOVE departureId');
    await update(packageKey(trip.id), 'SET seatsLeft = :seats', { ':seats': 4 });

    await expireHolds(new Date(bookedAt.getTime() + minutes(31)));

    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired' });
    const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: packageKey(trip.id) }));
    expect(Item?.seatsLeft).toBe(6);
    expect(await seatsLeftOn(trip.id)).toBe(10);
  });

  it('expires a hold exactly at its time', async () => {
    const bookedAt = momentFor(2);
    const trip = await givenBookablePackage();
    const booking = await givenBooking(trip.id, { now: bookedAt });

    await expireHolds(new Date(booking.holdExpiresAt));

    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired' });
  });

  it('leaves a booking alone while its hold lasts', async () => {
    const bookedAt = momentFor(3);
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2, now: bookedAt });

    await expireHolds(new Date(bookedAt.getTime() + minutes(14)));

    expect(await findBooking(booking.id)).toMatchObject({ status: 'pending' });
    expect(await seatsLeftOn(trip.id)).toBe(10);
  });

  it.each(['deposit_paid', 'confirmed'] as const)('never expires a %s booking, and drops its stale hold', async (status) => {
    const bookedAt = momentFor(status === 'deposit_paid' ? 4 : 5);
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2, now: bookedAt, status });
    const later = new Date(bookedAt.getTime() + minutes(60));

    await expireHolds(later);

    expect(await findBooking(booking.id)).toMatchObject({ status });
    expect(await seatsLeftOn(trip.id)).toBe(10);
    expect((await listHoldsDueBy(later)).map((hold) => hold.bookingId)).not.toContain(booking.id);
  });

  it('gives seats back once however often it runs', async () => {
    const bookedAt = momentFor(6);
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 4, now: bookedAt });
    const later = new Date(bookedAt.getTime() + minutes(45));

    await Promise.all([expireHolds(later), expireHolds(later)]);
    await expireHolds(later);

    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired' });
    expect(await seatsLeftOn(trip.id)).toBe(12);
  });

  it('expires the other holds when one of them cannot be expired, and counts the one that failed', async () => {
    const bookedAt = momentFor(9);
    const trip = await givenBookablePackage({ capacity: 12 });
    const brokenId = uniqueId('broken-booking');
    // Due a minute before the valid hold, so the run meets it first.
    const brokenExpiresAt = new Date(bookedAt.getTime() + minutes(29)).toISOString();
    const put = (Item: Record<string, unknown>) => documentClient.send(new PutCommand({ TableName: tableName, Item }));
    await put({ ...bookingKey(brokenId), id: brokenId, status: 'pending', travelers: 'three' });
    await put({
      ...holdKey(brokenId),
      ...holdTypeKey(brokenExpiresAt, brokenId),
      bookingId: brokenId,
      packageId: trip.id,
      travelers: 3,
      holdExpiresAt: brokenExpiresAt,
    });
    const booking = await givenBooking(trip.id, { travelers: 3, now: bookedAt });

    const run = await expireHolds(new Date(bookedAt.getTime() + minutes(31)));

    expect(run.failed).toBeGreaterThanOrEqual(1);
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired' });
    expect(await seatsLeftOn(trip.id)).toBe(12);
    const later = new Date(bookedAt.getTime() + minutes(31));
    expect((await listHoldsDueBy(later)).map((hold) => hold.bookingId)).toContain(brokenId);
  });

  it('expires the other holds when a hold item itself is damaged', async () => {
    const bookedAt = momentFor(10);
    const trip = await givenBookablePackage({ capacity: 12 });
    const damagedId = uniqueId('damaged-hold');
    const damagedExpiresAt = new Date(bookedAt.getTime() + minutes(29)).toISOString();
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...holdKey(damagedId), ...holdTypeKey(damagedExpiresAt, damagedId), bookingId: damagedId, holdExpiresAt: damagedExpiresAt },
      }),
    );
    const booking = await givenBooking(trip.id, { travelers: 2, now: bookedAt });

    const run = await expireHolds(new Date(bookedAt.getTime() + minutes(31)));

    expect(run.failed).toBeGreaterThanOrEqual(1);
    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired' });
    expect(await seatsLeftOn(trip.id)).toBe(12);
  });

  it('cancels the open deposit PaymentIntent at Stripe before expiring its booking, and a second run changes nothing', async () => {
    const bookedAt = momentFor(11);
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2, now: bookedAt });
    const { intent } = await startDepositPayment(booking.id, new Date(bookedAt.getTime() + minutes(1)));
    expect(await findBooking(booking.id)).toMatchObject({ openDepositPaymentIntentId: intent.id });
    const later = new Date(bookedAt.getTime() + minutes(31));

    const run = await expireHolds(later);

    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect(await stripePaymentIntent(intent.id)).toMatchObject({ status: 'canceled' });
    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired' });
    expect(await seatsLeftOn(trip.id)).toBe(12);

    await expireHolds(later);

    expect(await stripePaymentIntent(intent.id)).toMatchObject({ status: 'canceled' });
    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired', amountPaidCents: 0 });
    expect(await seatsLeftOn(trip.id)).toBe(12);
  });

  it('notes the deposit PaymentIntent on the booking and its hold when paying starts again after the hold was lengthened', async () => {
    const bookedAt = momentFor(12);
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { now: bookedAt });
    const first = await startDepositPayment(booking.id, new Date(bookedAt.getTime() + minutes(1)));
    // As a booking whose hold was lengthened before holds named their PaymentIntent.
    for (const Key of [bookingKey(booking.id), holdKey(booking.id)]) {
      await documentClient.send(new UpdateCommand({ TableName: tableName, Key, UpdateExpression: 'REMOVE openDepositPaymentIntentId' }));
    }

    const second = await startDepositPayment(booking.id, new Date(bookedAt.getTime() + minutes(2)));

    expect(second.intent.id).toBe(first.intent.id);
    const due = await listHoldsDueBy(new Date(bookedAt.getTime() + minutes(31)));
    expect(due.find((hold) => hold.bookingId === booking.id)).toMatchObject({ openDepositPaymentIntentId: first.intent.id });
    expect(await findBooking(booking.id)).toMatchObject({ openDepositPaymentIntentId: first.intent.id });
  });

  it('records a deposit paid at Stripe but never recorded, instead of expiring its booking, and keeps the seats', async () => {
    const bookedAt = momentFor(13);
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2, now: bookedAt });
    const { intent } = await startDepositPayment(booking.id, new Date(bookedAt.getTime() + minutes(1)));
    // Paid in the browser, which then closed: no record call, no webhook.
    expect((await confirmAsBrowser(intent.id, intent.clientSecret ?? '', '4242 4242 4242 4242')).json).toMatchObject({ status: 'succeeded' });
    const later = new Date(bookedAt.getTime() + minutes(31));

    const run = await expireHolds(later);

    expect(run.recorded).toBeGreaterThanOrEqual(1);
    expect(await stripePaymentIntent(intent.id)).toMatchObject({ status: 'succeeded' });
    expect(await findBooking(booking.id)).toMatchObject({ status: 'deposit_paid', depositPaymentIntentId: intent.id });
    expect(await seatsLeftOn(trip.id)).toBe(10);
    expect((await listPayments(booking.id)).map((payment) => payment.paymentIntentId)).toEqual([intent.id]);
    expect((await listHoldsDueBy(later)).map((hold) => hold.bookingId)).not.toContain(booking.id);
    expect(await mailsTo(booking.email)).toHaveLength(1);

    await expireHolds(later);

    expect(await findBooking(booking.id)).toMatchObject({ status: 'deposit_paid' });
    expect(await listPayments(booking.id)).toHaveLength(1);
    expect(await seatsLeftOn(trip.id)).toBe(10);
  });

  it('leaves a hold whose deposit PaymentIntent was named after the run read it, and cancels it on the next run', async () => {
    const bookedAt = momentFor(15);
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2, now: bookedAt });
    const runAt = new Date(bookedAt.getTime() + minutes(31));
    // The run reads the due hold before paying starts, so it cancels nothing.
    const read = (await listHoldsDueBy(runAt)).find((hold) => hold.bookingId === booking.id);
    expect(read).toBeDefined();
    expect(read?.openDepositPaymentIntentId).toBeUndefined();
    const { intent } = await startDepositPayment(booking.id, new Date(bookedAt.getTime() + minutes(14)));

    const expired = await currentFunction.run('expire-holds', () => expireHold(booking.id, runAt, backOnSale, read?.openDepositPaymentIntentId));

    expect(expired).toBe(false);
    expect(await findBooking(booking.id)).toMatchObject({ status: 'pending', openDepositPaymentIntentId: intent.id });
    expect(await seatsLeftOn(trip.id)).toBe(10);

    await expireHolds(runAt);

    expect(await stripePaymentIntent(intent.id)).toMatchObject({ status: 'canceled' });
    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired' });
    expect(await seatsLeftOn(trip.id)).toBe(12);
    expect((await confirmAsBrowser(intent.id, intent.clientSecret ?? '', '4242 4242 4242 4242')).status).toBe(400);
  });

  it('cancels at Stripe, and refuses with 409, a deposit PaymentIntent created as the run gave its hold’s seats back', async () => {
    const bookedAt = momentFor(16);
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2, now: bookedAt });
    const startedAt = new Date(bookedAt.getTime() + minutes(14));
    // The start call read the booking pending, then asked Stripe; meanwhile the run expired the hold.
    const read = await findBooking(booking.id);
    if (!read) throw new Error('The booking was just made');
    const intent = await createPaymentIntent({
      amount: booking.depositCents,
      metadata: paymentMetadata(booking.id, 'deposit'),
      description: 'Deposit',
      receiptEmail: booking.email,
      idempotencyKey: `deposit-${booking.id}`,
    });
    await expireHolds(new Date(bookedAt.getTime() + minutes(16)));
    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired' });

    const answer = holdForDeposit(read, intent, startedAt);

    await expect(answer).rejects.toMatchObject({ status: 409, message: 'This booking’s hold has expired. Please book again.' });
    expect(await stripePaymentIntent(intent.id)).toMatchObject({ status: 'canceled' });
    expect((await confirmAsBrowser(intent.id, intent.clientSecret ?? '', '4242 4242 4242 4242')).status).toBe(400);
    const stored = await findBooking(booking.id);
    expect(stored).toMatchObject({ status: 'expired', amountPaidCents: 0 });
    expect(stored?.openDepositPaymentIntentId).toBeUndefined();
    expect(await seatsLeftOn(trip.id)).toBe(12);
  });

  it('counts each hold it expires once, and nothing on a second run', async () => {
    const bookedAt = momentFor(14);
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2, now: bookedAt });
    const runAt = new Date(bookedAt.getTime() + minutes(31));
    const emitted = captureMetrics();
    try {
      const run = await expireHolds(runAt);
      const counted = emitted.total(metricNames.holdsExpired);
      const again = await expireHolds(runAt);

      expect(await findBooking(booking.id)).toMatchObject({ status: 'expired' });
      expect(counted).toBeGreaterThanOrEqual(1);
      expect(counted).toBe(run.expired - run.recorded);
      expect(again.expired).toBe(0);
      expect(emitted.total(metricNames.holdsExpired)).toBe(counted);
      expect(emitted.total(metricNames.holdExpiryFailures)).toBe(run.failed + again.failed);
    } finally {
      emitted.stop();
    }
  });
});
