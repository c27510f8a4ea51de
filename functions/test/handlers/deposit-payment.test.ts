import { routes } from '@sunward/shared/routes';
import { Booking } from '@sunward/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { handler as createPaymentIntent } from '../../src/handlers/create-payment-intent';
import { handler as recordDepositPayment } from '../../src/handlers/record-deposit-payment';
import { handler as stripeWebhook } from '../../src/handlers/stripe-webhook';
import { cancelPaymentIntent } from '../../src/adapters/payments';
import { toBookingResponse } from '../../src/mappers/booking-response';
import { findBooking } from '../../src/store/booking-repository';
import { listPayments } from '../../src/store/payment-repository';
import { expireHold, listHoldsDueBy } from '../../src/store/seat-hold-repository';
import { captureMetrics } from '../support/emf';
import { invoke } from '../support/invoke';
import { mailsTo } from '../support/mailbox';
import { type TestCard, confirmAsBrowser, refundInStripe, signedPaymentEvent } from '../support/stripe';
import { givenBookablePackage, givenBooking, givenSeatsLeft, seatsLeftOn, uniqueId } from '../support/test-data';
import { backOnSale } from '../../src/store/seats-freeing';

async function startDeposit(bookingId: string, extra: Record<string, unknown> = {}) {
  const response = await invoke(createPaymentIntent, routes.createPaymentIntent, {
    body: { bookingId, purpose: 'deposit', ...extra },
  });
  return { ...response, intent: response.json as { clientSecret: string; paymentIntentId: string; amount: number } };
}

async function paidDeposit(bookingId: string, card: TestCard = '4242 4242 4242 4242') {
  const { intent } = await startDeposit(bookingId);
  const confirmation = await confirmAsBrowser(intent.paymentIntentId, intent.clientSecret, card);
  return { intent, confirmation };
}

function recordFromBrowser(bookingId: string, paymentIntentId: string) {
  return invoke(recordDepositPayment, routes.recordDepositPayment, { params: { id: bookingId }, body: { paymentIntentId } });
}

/**
 * The booking's hold expired as if its expiry had cancelled the PaymentIntent when the card was in
 * fact paid: how deposits landed on expired bookings before the expiry job cancelled them first.
 */
async function expiredMissingThePayment(bookingId: string, paymentIntentId: string) {
  expect(await expireHold(bookingId, new Date(Date.now() + 31 * 60_000), backOnSale, paymentIntentId)).toBe(true);
}

async function recordFromWebhook(paymentIntentId: string, secret?: string) {
  const { body, headers } = await signedPaymentEvent(paymentIntentId, secret ? { secret } : {});
  return invoke(stripeWebhook, routes.stripeWebhook, { body, headers });
}

describe('POST /api/create-payment-intent (deposit)', () => {
  it('asks Stripe for the server’s deposit, whatever amount the browser sends, and names the booking', async () => {
    const trip = await givenBookablePackage({ priceCents: 265_800 });
    const booking = await givenBooking(trip.id, { travelers: 2 });

    const { status, intent } = await startDeposit(booking.id, { amount: 1 });

    expect(status).toBe(200);
    expect(intent.amount).toBe(60_000);
    expect(intent.clientSecret).toMatch(/^pi_.+_secret_/);
  });

  it('answers the same open PaymentIntent when asked again', async () => {
    const booking = await givenBooking((await givenBookablePackage()).id);

    const [first, second] = await Promise.all([startDeposit(booking.id), startDeposit(booking.id)]);

    expect(second.intent.paymentIntentId).toBe(first.intent.paymentIntentId);
  });

  it('answers 404 for an unknown booking and 400 for a balance without a session', async () => {
    expect((await startDeposit(uniqueId('no-booking'))).status).toBe(404);
    const booking = await givenBooking((await givenBookablePackage()).id);
    expect((await invoke(createPaymentIntent, routes.createPaymentIntent, { body: { bookingId: booking.id, purpose: 'balance' } })).status).toBe(400);
  });

  it('lengthens the 15-minute hold to 30 minutes from the booking once paying starts, and says until when', async () => {
    const trip = await givenBookablePackage();
    const madeAt = new Date(Date.now() - 10 * 60_000);
    const booking = await givenBooking(trip.id, { now: madeAt });
    expect(Date.parse(booking.holdExpiresAt) - madeAt.getTime()).toBe(15 * 60_000);

    const { status, json } = await startDeposit(booking.id);

    const lengthened = new Date(madeAt.getTime() + 30 * 60_000).toISOString();
    expect(status).toBe(200);
    expect(json).toMatchObject({ holdExpiresAt: lengthened });
    expect(await findBooking(booking.id)).toMatchObject({ status: 'pending', holdExpiresAt: lengthened });
    const dueAtFirstEnd = await listHoldsDueBy(new Date(madeAt.getTime() + 16 * 60_000));
    expect(dueAtFirstEnd.map((hold) => hold.bookingId)).not.toContain(booking.id);
    const dueAtNewEnd = await listHoldsDueBy(new Date(madeAt.getTime() + 30 * 60_000));
    expect(dueAtNewEnd.find((hold) => hold.bookingId === booking.id)).toMatchObject({ holdExpiresAt: lengthened });
  });

  it('answers 409 once the deposit is paid, and when the hold has expired', async () => {
    const trip = await givenBookablePackage();
    const paid = await givenBooking(trip.id, { status: 'deposit_paid' });
    const lapsed = await givenBooking(trip.id, { now: new Date(Date.now() - 16 * 60_000) });

    const paidAnswer = await startDeposit(paid.id);
    const lapsedAnswer = await startDeposit(lapsed.id);

    expect(paidAnswer.status).toBe(409);
    expect(paidAnswer.json).toEqual({ message: 'The deposit for this booking is already paid' });
    expect(lapsedAnswer.status).toBe(409);
    expect(lapsedAnswer.json).toEqual({ message: 'This booking’s hold has expired. Please book again.' });
  });
});

describe('POST /api/bookings/{id}/deposit-payment', () => {
  it('records a succeeded deposit: totals in cents, status deposit_paid, receipt and agency notice sent', async () => {
    const trip = await givenBookablePackage({ priceCents: 129_900 });
    const booking = await givenBooking(trip.id, { travelers: 2 });
    const { intent } = await paidDeposit(booking.id);

    const response = await recordFromBrowser(booking.id, intent.paymentIntentId);

    expect(response.status).toBe(200);
    expect(Booking.parse((response.json as { booking: unknown }).booking)).toMatchObject({
      status: 'deposit_paid',
      depositPaid: true,
      fullPaymentPaid: false,
      depositAmount: 600,
      amountPaid: 60_000,
      balanceDue: 259_800 - 60_000,
      depositPaymentIntentId: intent.paymentIntentId,
    });
    expect(await listPayments(booking.id)).toEqual([
      expect.objectContaining({ paymentIntentId: intent.paymentIntentId, amountCents: 60_000, purpose: 'deposit' }),
    ]);
    const receipts = await mailsTo(booking.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('Deposit paid: $600');
    expect(receipts[0]?.text).toContain('Balance due before departure: $1,998');
    const notices = (await mailsTo('hello@sunward.test')).filter((mail) => mail.replyTo.includes(booking.email));
    expect(notices.map((mail) => mail.subject)).toEqual([`New booking: Ana Lima, ${booking.packageTitle}`]);
  });

  it('records nothing for a declined card', async () => {
    const booking = await givenBooking((await givenBookablePackage()).id);
    const { intent, confirmation } = await paidDeposit(booking.id, '4000 0000 0000 0002');

    const response = await recordFromBrowser(booking.id, intent.paymentIntentId);

    expect(confirmation.status).toBe(402);
    expect(response.status).toBe(409);
    expect(await findBooking(booking.id)).toMatchObject({ status: 'pending', amountPaidCents: 0 });
    expect(await listPayments(booking.id)).toEqual([]);
    expect(await mailsTo(booking.email)).toEqual([]);
  });

  it('refuses a PaymentIntent that belongs to another booking', async () => {
    const trip = await givenBookablePackage();
    const mine = await givenBooking(trip.id);
    const other = await givenBooking(trip.id);
    const { intent } = await paidDeposit(other.id);

    const response = await recordFromBrowser(mine.id, intent.paymentIntentId);

    expect(response.status).toBe(409);
    expect(await findBooking(mine.id)).toMatchObject({ status: 'pending', amountPaidCents: 0 });
  });

  it('counts a deposit once under 20 concurrent recordings, browser calls and webhooks mixed', async () => {
    const booking = await givenBooking((await givenBookablePackage()).id, { travelers: 3 });
    const { intent } = await paidDeposit(booking.id);
    const emitted = captureMetrics();

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0 ? recordFromBrowser(booking.id, intent.paymentIntentId) : recordFromWebhook(intent.paymentIntentId),
      ),
    );
    emitted.stop();

    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
    // Every browser call answers the booking with the deposit counted, whichever call wrote it.
    for (const response of responses.filter((_, index) => index % 2 === 0)) {
      expect((response.json as { booking: { amountPaid: number } }).booking.amountPaid).toBe(90_000);
    }
    expect(await findBooking(booking.id)).toMatchObject({
      status: 'deposit_paid',
      amountPaidCents: 90_000,
      balanceDueCents: booking.totalCents - 90_000,
    });
    expect(await listPayments(booking.id)).toHaveLength(1);
    expect(await mailsTo(booking.email)).toHaveLength(1);
    // The money's metrics count once too, like the money.
    expect([emitted.total('DepositsRecorded'), emitted.total('DepositDollars')]).toEqual([1, 900]);
  });

  it('keeps the seats of a paid booking when the expiry job runs after its hold time', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2 });
    const { intent } = await paidDeposit(booking.id);
    await recordFromBrowser(booking.id, intent.paymentIntentId);

    // One booking's expiry, so bookings of tests running alongside keep their holds.
    expect(await expireHold(booking.id, new Date(Date.now() + 60 * 60_000), backOnSale)).toBe(false);

    expect(await findBooking(booking.id)).toMatchObject({ status: 'deposit_paid' });
    expect(await seatsLeftOn(trip.id)).toBe(10);
  });

  it('takes the seats back for a deposit paid just after the hold lapsed, if they are still free', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2 });
    const { intent } = await paidDeposit(booking.id);
    await expiredMissingThePayment(booking.id, intent.paymentIntentId);
    expect(await seatsLeftOn(trip.id)).toBe(12);

    const response = await recordFromBrowser(booking.id, intent.paymentIntentId);

    expect(response.status).toBe(200);
    expect(await findBooking(booking.id)).toMatchObject({ status: 'deposit_paid', amountPaidCents: 60_000 });
    expect(await seatsLeftOn(trip.id)).toBe(10);
  });

  it('refuses a late deposit whose seats were taken meanwhile, and records nothing', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2 });
    const { intent } = await paidDeposit(booking.id);
    await expiredMissingThePayment(booking.id, intent.paymentIntentId);
    await givenSeatsLeft(trip.id, 1);

    const response = await recordFromBrowser(booking.id, intent.paymentIntentId);

    expect(response.status).toBe(409);
    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired', amountPaidCents: 0 });
    expect(await listPayments(booking.id)).toEqual([]);
  });

  it('answers 409 with the hold’s expiry for a deposit PaymentIntent cancelled as its hold lapsed, and records nothing', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2 });
    const { intent } = await startDeposit(booking.id);
    // What the expiry job does with a due hold that names its PaymentIntent.
    expect(await cancelPaymentIntent(intent.paymentIntentId)).toMatchObject({ status: 'canceled' });
    expect(await expireHold(booking.id, new Date(Date.now() + 31 * 60_000), backOnSale, intent.paymentIntentId)).toBe(true);

    const paying = await confirmAsBrowser(intent.paymentIntentId, intent.clientSecret, '4242 4242 4242 4242');
    const response = await recordFromBrowser(booking.id, intent.paymentIntentId);

    expect(paying.status).toBe(400);
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: 'This booking’s hold has expired. Please book again.' });
    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired', amountPaidCents: 0 });
    expect(await listPayments(booking.id)).toEqual([]);
    expect(await seatsLeftOn(trip.id)).toBe(12);
  });

  it('refuses a deposit refunded in Stripe before it was recorded, and counts nothing', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2 });
    const { intent } = await paidDeposit(booking.id);
    expect((await refundInStripe(intent.paymentIntentId, 100)).status).toBe(200);

    const response = await recordFromBrowser(booking.id, intent.paymentIntentId);

    expect(response.status).toBe(409);
    expect(JSON.stringify(response.json)).toContain('This payment was refunded');
    expect(await findBooking(booking.id)).toMatchObject({ status: 'pending', amountPaidCents: 0 });
    expect(await listPayments(booking.id)).toEqual([]);
    expect(await mailsTo(booking.email)).toEqual([]);
  });

  it('keeps a recorded deposit counted when it is refunded later, and answers a replay as before', async () => {
    const booking = await givenBooking((await givenBookablePackage()).id);
    const { intent } = await paidDeposit(booking.id);
    expect((await recordFromBrowser(booking.id, intent.paymentIntentId)).status).toBe(200);
    expect((await refundInStripe(intent.paymentIntentId)).status).toBe(200);

    const replay = await recordFromBrowser(booking.id, intent.paymentIntentId);

    expect(replay.status).toBe(200);
    expect(await listPayments(booking.id)).toHaveLength(1);
  });

  it('never records a deposit refused for lost seats, even once seats free up, and tells the agency once', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2 });
    const { intent } = await paidDeposit(booking.id);
    await expiredMissingThePayment(booking.id, intent.paymentIntentId);
    await givenSeatsLeft(trip.id, 1);
    const refused = await recordFromBrowser(booking.id, intent.paymentIntentId);
    expect(refused.status).toBe(409);

    await givenSeatsLeft(trip.id, 12);
    const [again, replay] = await Promise.all([
      recordFromBrowser(booking.id, intent.paymentIntentId),
      recordFromBrowser(booking.id, intent.paymentIntentId),
    ]);

    for (const response of [again, replay]) {
      expect(response.status).toBe(409);
      expect(response.json).toEqual(refused.json);
    }
    const stored = await findBooking(booking.id);
    expect(stored).toMatchObject({ status: 'expired', amountPaidCents: 0, refundDueCents: intent.amount });
    expect(stored?.refundDuePaymentIntentIds).toEqual([intent.paymentIntentId]);
    expect(stored && toBookingResponse(stored, new Date(stored.createdAt))).toMatchObject({
      amountPaid: 0,
      refundDue: intent.amount,
      refundDuePaymentIntentIds: [intent.paymentIntentId],
    });
    expect(await listPayments(booking.id)).toEqual([]);
    expect(await seatsLeftOn(trip.id)).toBe(12);
    const notices = (await mailsTo('hello@sunward.test')).filter((mail) => mail.replyTo.includes(booking.email));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toContain('Refund needed');
    expect(notices[0]?.text).toContain(intent.paymentIntentId);
    expect(notices[0]?.text).toContain(booking.reference);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('records a deposit from a signed payment_intent.succeeded event', async () => {
    const booking = await givenBooking((await givenBookablePackage()).id);
    const { intent } = await paidDeposit(booking.id);

    const response = await recordFromWebhook(intent.paymentIntentId);

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ received: true });
    expect(await findBooking(booking.id)).toMatchObject({ status: 'deposit_paid', amountPaidCents: 30_000 });
  });

  it('refuses a forged event with 400 and records nothing', async () => {
    const booking = await givenBooking((await givenBookablePackage()).id);
    const { intent } = await paidDeposit(booking.id);

    const response = await recordFromWebhook(intent.paymentIntentId, 'whsec_forged');

    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: 'Invalid signature' });
    expect(await listPayments(booking.id)).toEqual([]);
  });

  it('acknowledges events it does not act on without recording anything', async () => {
    const booking = await givenBooking((await givenBookablePackage()).id);
    const { intent } = await startDeposit(booking.id);
    const { body, headers } = await signedPaymentEvent(intent.paymentIntentId, { type: 'payment_intent.created' });

    const response = await invoke(stripeWebhook, routes.stripeWebhook, { body, headers });
    const unpaid = await recordFromWebhook(intent.paymentIntentId);

    expect(response.status).toBe(200);
    expect(unpaid.status).toBe(200);
    expect(await findBooking(booking.id)).toMatchObject({ status: 'pending', amountPaidCents: 0 });
  });
});
