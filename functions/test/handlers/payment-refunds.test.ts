import { routes } from '@sunward/shared/routes';
import { Booking } from '@sunward/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { handler as createPaymentIntent } from '../../src/handlers/create-payment-intent';
import { handler as listBookingPayments } from '../../src/handlers/list-booking-payments';
import { handler as recordAdditionalPayment } from '../../src/handlers/record-additional-payment';
import { handler as stripeWebhook } from '../../src/handlers/stripe-webhook';
import { toBookingResponse } from '../../src/mappers/booking-response';
import { type BookingRecord } from '../../src/store/booking-repository';
import { listPayments } from '../../src/store/payment-repository';
import { invoke } from '../support/invoke';
import { mailsTo } from '../support/mailbox';
import { stripeApiVersion } from '@sunward/shared/stripe-api-version';
import { answerDispute, confirmAsBrowser, refundInStripe, signedBody, signedDisputeEvents, signedEvent, signedRefundEvent } from '../support/stripe';
import { customerCookieOf, givenDepositPaidBooking, storedBooking } from '../support/paid-booking';

const agencyAddress = 'hello@sunward.test';

interface IntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
}

/** The booking as the API answers it, read on the day it was made (so never overdue). */
function responseOf(booking: BookingRecord) {
  return toBookingResponse(booking, new Date(booking.createdAt));
}

async function payBalanceInFull(booking: BookingRecord): Promise<string> {
  const cookie = await customerCookieOf(booking.email);
  const started = await invoke(createPaymentIntent, routes.createPaymentIntent, {
    body: { bookingId: booking.id, purpose: 'balance', amount: booking.balanceDueCents },
    cookies: [cookie],
  });
  const { paymentIntentId, clientSecret } = started.json as IntentAnswer;
  expect((await confirmAsBrowser(paymentIntentId, clientSecret, '4242 4242 4242 4242')).status).toBe(200);
  const recorded = await invoke(recordAdditionalPayment, routes.recordAdditionalPayment, {
    params: { id: booking.id },
    body: { paymentIntentId, amount: booking.balanceDueCents },
    cookies: [cookie],
  });
  expect(recorded.status).toBe(200);
  return paymentIntentId;
}

function deliver(event: { body: string; headers: Record<string, string> }) {
  return invoke(stripeWebhook, routes.stripeWebhook, { body: event.body, headers: event.headers });
}

function disputeNotices(booking: BookingRecord) {
  return mailsTo(agencyAddress).then((mails) => mails.filter((mail) => mail.replyTo.includes(booking.email) && mail.subject.startsWith('Payment disputed')));
}

describe('POST /api/stripe/webhook: charge.refunded', () => {
  it('records a refund of a recorded deposit as a negative payment: amount paid down, balance due up', async () => {
    const { booking, paymentIntentId } = await givenDepositPaidBooking({ travelers: 1 });
    const refund = await refundInStripe(paymentIntentId, 5_000);
    expect(refund.status).toBe(200);
    const event = await signedRefundEvent(paymentIntentId);
    // As Stripe sends it for the pinned version: the charge, without its refunds.
    expect(JSON.parse(event.body)).toMatchObject({ api_version: stripeApiVersion, type: 'charge.refunded', data: { object: { object: 'charge', amount_refunded: 5_000 } } });
    expect(JSON.parse(event.body).data.object).not.toHaveProperty('refunds');

    const response = await deliver(event);

    expect(response.status).toBe(200);
    expect(await storedBooking(booking.id)).toMatchObject({
      status: 'deposit_paid',
      amountPaidCents: booking.amountPaidCents - 5_000,
      balanceDueCents: booking.balanceDueCents + 5_000,
      refundedCents: 5_000,
    });
    expect(Booking.parse(responseOf(await storedBooking(booking.id)))).toMatchObject({ refunded: 5_000 });
    const payments = await listPayments(booking.id);
    expect(payments).toHaveLength(2);
    expect(payments).toContainEqual(
      expect.objectContaining({ refundId: refund.json.id, paymentIntentId, amountCents: -5_000, purpose: 'deposit', note: 'Refund' }),
    );
    const history = await invoke(listBookingPayments, routes.listBookingPayments, {
      params: { id: booking.id },
      cookies: [await customerCookieOf(booking.email)],
    });
    expect(history.status).toBe(200);
    expect(history.json).toContainEqual(expect.objectContaining({ id: refund.json.id, amount: -5_000, note: 'Refund' }));
  });

  it('counts a refund once when Stripe sends the event again, or twice at once', async () => {
    const { booking, paymentIntentId } = await givenDepositPaidBooking({ travelers: 1 });
    await refundInStripe(paymentIntentId, 2_500);
    const event = await signedRefundEvent(paymentIntentId);

    const answers = await Promise.all([deliver(event), deliver(event)]);
    const replay = await deliver(event);

    expect([...answers, replay].map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await storedBooking(booking.id)).toMatchObject({
      amountPaidCents: booking.amountPaidCents - 2_500,
      balanceDueCents: booking.balanceDueCents + 2_500,
      refundedCents: 2_500,
    });
    expect((await listPayments(booking.id)).filter((payment) => payment.amountCents < 0)).toHaveLength(1);
  });

  it('counts a second refund of the same charge, once, and keeps the first', async () => {
    const { booking, paymentIntentId } = await givenDepositPaidBooking({ travelers: 1 });
    await refundInStripe(paymentIntentId, 1_000);
    await deliver(await signedRefundEvent(paymentIntentId));
    await refundInStripe(paymentIntentId, 2_000);

    await deliver(await signedRefundEvent(paymentIntentId));

    expect(await storedBooking(booking.id)).toMatchObject({ amountPaidCents: booking.amountPaidCents - 3_000, refundedCents: 3_000 });
    expect((await listPayments(booking.id)).map((payment) => payment.amountCents).sort((a, b) => a - b)).toEqual([
      -2_000,
      -1_000,
      booking.amountPaidCents,
    ]);
  });

  it('takes a booking paid in full back to deposit_paid after a partial refund of its balance payment', async () => {
    const { booking } = await givenDepositPaidBooking({ travelers: 1 });
    const balanceIntentId = await payBalanceInFull(booking);
    const paid = await storedBooking(booking.id);
    expect(paid).toMatchObject({ status: 'confirmed', balanceDueCents: 0 });
    await refundInStripe(balanceIntentId, 10_000);

    await deliver(await signedRefundEvent(balanceIntentId));

    expect(await storedBooking(booking.id)).toMatchObject({
      status: 'deposit_paid',
      amountPaidCents: paid.amountPaidCents - 10_000,
      balanceDueCents: 10_000,
    });
  });

  it('keeps a fully refunded deposit’s status, with what was refunded for the agency to see', async () => {
    const { booking, paymentIntentId } = await givenDepositPaidBooking({ travelers: 1 });
    await refundInStripe(paymentIntentId);

    await deliver(await signedRefundEvent(paymentIntentId));

    expect(await storedBooking(booking.id)).toMatchObject({
      status: 'deposit_paid',
      amountPaidCents: 0,
      balanceDueCents: booking.totalCents,
      refundedCents: booking.amountPaidCents,
    });
  });

  it('changes nothing for a charge of a PaymentIntent that is not ours', async () => {
    const response = await deliver(
      signedEvent('charge.refunded', {
        id: 'ch_unknown00000000',
        object: 'charge',
        payment_intent: 'pi_unknown000000000',
        amount: 100,
        amount_refunded: 100,
      }),
    );
    expect(response.status).toBe(200);
  });
});

describe('POST /api/stripe/webhook: charge.dispute.*', () => {
  async function disputeEvents(paymentIntentId: string, count: number) {
    const events = await signedDisputeEvents(paymentIntentId);
    expect(events.map((event) => event.type)).toHaveLength(count);
    return events;
  }

  const disputeIdOf = ([event]: { body: string }[]) => (JSON.parse(event?.body ?? '{}') as { data: { object: { id: string } } }).data.object.id;

  it('flags the booking and tells the agency once however often Stripe sends it, then records the outcome', async () => {
    const { booking, paymentIntentId } = await givenDepositPaidBooking({ travelers: 1, card: '4000 0000 0000 0259' });
    const [created] = await disputeEvents(paymentIntentId, 1);
    const disputeId = disputeIdOf([created!]);

    const answers = await Promise.all([deliver(created!), deliver(created!)]);
    const replay = await deliver(created!);

    expect([...answers, replay].map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await storedBooking(booking.id)).toMatchObject({
      disputeId,
      disputeStatus: 'open',
      disputeAmountCents: booking.amountPaidCents,
      disputePaymentIntentId: paymentIntentId,
      amountPaidCents: booking.amountPaidCents,
    });
    const notices = await disputeNotices(booking);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(paymentIntentId);
    expect(notices[0]?.text).toContain(booking.reference ?? 'SGT-');

    expect((await answerDispute(disputeId, { uncategorized_text: 'losing_evidence' })).status).toBe(200);
    const [, closed] = await disputeEvents(paymentIntentId, 2);
    const answered = await deliver(closed!);
    const createdAgain = await deliver(created!);

    expect([answered.status, createdAgain.status]).toEqual([200, 200]);
    expect(await storedBooking(booking.id)).toMatchObject({ disputeId, disputeStatus: 'lost' });
    expect(Booking.parse(responseOf(await storedBooking(booking.id)))).toMatchObject({
      dispute: { id: disputeId, status: 'lost', amount: booking.amountPaidCents },
    });
    expect(await disputeNotices(booking)).toHaveLength(1);
  });

  it('applies dispute events in the order Stripe created them, and tells the agency once when the close arrives first', async () => {
    const { booking, paymentIntentId } = await givenDepositPaidBooking({ travelers: 1, card: '4000 0000 0000 0259' });
    const disputeId = disputeIdOf(await disputeEvents(paymentIntentId, 1));
    await answerDispute(disputeId, { uncategorized_text: 'winning_evidence' });
    const [created, closed] = await disputeEvents(paymentIntentId, 2);

    const first = await deliver(closed!);
    expect(await storedBooking(booking.id)).toMatchObject({ disputeId, disputeStatus: 'won' });
    const late = await deliver(created!);

    expect([first.status, late.status]).toEqual([200, 200]);
    expect(await storedBooking(booking.id)).toMatchObject({ disputeId, disputeStatus: 'won' });
    expect(await disputeNotices(booking)).toHaveLength(1);
  });

  it('takes a dispute event with its evidence up to 512 KB, and refuses a larger body with 413 before reading it', async () => {
    const { booking, paymentIntentId } = await givenDepositPaidBooking({ travelers: 1, card: '4000 0000 0000 0259' });
    const disputeId = disputeIdOf(await disputeEvents(paymentIntentId, 1));
    // Evidence as an agency writes it: long logs and a policy quoted whole, markup and paths included.
    const log = '<p>GET /my-booking?ref=../../account 200</p>\n'.repeat(3_000);
    await answerDispute(disputeId, { access_activity_log: log, refund_policy_disclosure: log, uncategorized_text: 'losing_evidence' });
    const [, closed] = await disputeEvents(paymentIntentId, 2);
    expect(Buffer.byteLength(closed!.body)).toBeGreaterThan(256 * 1024);

    const answer = await deliver(closed!);
    const oversized = await deliver(signedBody(closed!.body.replace('"livemode":false', `"livemode":false,"padding":"${'x'.repeat(512 * 1024)}"`)));

    expect(answer.status).toBe(200);
    expect(await storedBooking(booking.id)).toMatchObject({ disputeId, disputeStatus: 'lost' });
    expect(oversized.status).toBe(413);
  });

  it('acknowledges payment_intent.canceled and changes nothing', async () => {
    const { booking, paymentIntentId } = await givenDepositPaidBooking({ travelers: 1 });
    const response = await deliver(signedEvent('payment_intent.canceled', { id: paymentIntentId, object: 'payment_intent', status: 'canceled' }));
    expect(response.status).toBe(200);
    expect(await storedBooking(booking.id)).toEqual(booking);
  });
});
