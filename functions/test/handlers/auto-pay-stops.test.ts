import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { cents } from '@sunward/shared/money';
import { addDays, agencyDate } from '@sunward/shared/rules/agency-calendar';
import { INSTALLMENT_CONSENT_VERSION } from '@sunward/shared/rules/installment-consent';
import { installmentsForBalance } from '@sunward/shared/rules/installment-plan';
import { routes } from '@sunward/shared/routes';
import { AutoPaySetupResponse } from '@sunward/shared/schemas/auto-pay';
import { BookingResponse } from '@sunward/shared/schemas/booking';
import { bookingKey, timedWorkKey } from '@sunward/shared/table';
import { describe, expect, it } from 'vitest';
import { handler as createPaymentIntent } from '../../src/handlers/create-payment-intent';
import { handler as setupIntentHandler } from '../../src/handlers/create-auto-pay-setup-intent';
import { handler as recordAutoPayHandler } from '../../src/handlers/record-auto-pay';
import { handler as recordDepositPayment } from '../../src/handlers/record-deposit-payment';
import { handler as releaseHandler } from '../../src/handlers/release-overdue-booking';
import { handler as stripeWebhook } from '../../src/handlers/stripe-webhook';
import { INSTALLMENT_CHARGE, INSTALLMENT_NOTICE } from '../../src/store/auto-pay-record';
import type { BookingRecord } from '../../src/store/booking-repository';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { confirmSetupAsBrowser } from '../support/auto-pay';
import { invoke } from '../support/invoke';
import { customerCookieOf, paidTowardsBalance, storedBooking } from '../support/paid-booking';
import { confirmAsBrowser, refundInStripe, signedDisputeEvents, signedRefundEvent, type TestCard } from '../support/stripe';
import { givenBookablePackage, givenBooking, givenSessionCookie } from '../support/test-data';

interface IntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
}

const deliver = (event: { body: string; headers: Record<string, string> }) => invoke(stripeWebhook, routes.stripeWebhook, { body: event.body, headers: event.headers });

/** Two travellers at $1,000 each, the $600 deposit paid with `card`, then automatic payments switched on from My booking with a Visa. */
async function givenBookingWithPlan(card: TestCard = '4242 4242 4242 4242') {
  const trip = await givenBookablePackage({ priceCents: 100_000, capacity: 12 });
  const booked = await givenBooking(trip.id, { travelers: 2 });
  const deposit = await invoke(createPaymentIntent, routes.createPaymentIntent, { body: { bookingId: booked.id, purpose: 'deposit' } });
  const { paymentIntentId, clientSecret } = deposit.json as IntentAnswer;
  expect((await confirmAsBrowser(paymentIntentId, clientSecret, card)).status).toBe(200);
  expect((await invoke(recordDepositPayment, routes.recordDepositPayment, { params: { id: booked.id }, body: { paymentIntentId } })).status).toBe(200);

  const cookie = await customerCookieOf(booked.email);
  const setup = AutoPaySetupResponse.parse((await invoke(setupIntentHandler, routes.createAutoPaySetupIntent, { params: { id: booked.id }, body: { purpose: 'opt-in' }, cookies: [cookie] })).json);
  expect((await confirmSetupAsBrowser(setup.setupIntentId, setup.clientSecret, '4242 4242 4242 4242')).status).toBe(200);
  const answer = await invoke(recordAutoPayHandler, routes.recordAutoPay, {
    params: { id: booked.id },
    body: { setupIntentId: setup.setupIntentId, consentVersion: INSTALLMENT_CONSENT_VERSION },
    cookies: [cookie],
  });
  expect(answer.status).toBe(200);
  return { booking: await storedBooking(booked.id), depositIntent: paymentIntentId, cookie };
}

async function expectStopped(booking: BookingRecord, because: string) {
  const stored = await storedBooking(booking.id);
  expect(stored.autoPay).toMatchObject({ state: 'off', endedBecause: because });
  expect(stored.autoPay?.installments.every((installment) => installment.state === 'cancelled')).toBe(true);
  for (const kind of [INSTALLMENT_NOTICE, INSTALLMENT_CHARGE]) {
    expect((await documentClient.send(new GetCommand({ TableName: tableName, Key: timedWorkKey(kind, booking.id), ConsistentRead: true }))).Item).toBeUndefined();
  }
}

describe('a plan of automatic payments stops with its booking', { timeout: 60_000 }, () => {
  it('stops when the deposit is refunded, in the refund\u2019s write', async () => {
    const { booking, depositIntent } = await givenBookingWithPlan();
    expect((await refundInStripe(depositIntent)).status).toBe(200);

    expect((await deliver(await signedRefundEvent(depositIntent))).status).toBe(200);

    expect(await storedBooking(booking.id)).toMatchObject({ amountPaidCents: 0, refundedCents: 60_000 });
    await expectStopped(booking, 'refunded');
  });

  it('stops when a payment is disputed, once however often Stripe says so', async () => {
    const { booking, depositIntent } = await givenBookingWithPlan('4000 0000 0000 0259');
    const [created] = (await signedDisputeEvents(depositIntent)).filter((event) => event.type === 'charge.dispute.created');

    const answers = await Promise.all([deliver(created!), deliver(created!)]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await storedBooking(booking.id)).toMatchObject({ disputeStatus: 'open' });
    await expectStopped(booking, 'disputed');
    const changedAt = (await storedBooking(booking.id)).autoPay?.changedAt;
    expect((await deliver(created!)).status).toBe(200);
    expect((await storedBooking(booking.id)).autoPay?.changedAt).toBe(changedAt);
  });

  it('stops when the operator releases the booking for its unpaid balance', async () => {
    const { booking } = await givenBookingWithPlan();
    // The due date has passed with the balance unpaid.
    const due = addDays(agencyDate(new Date()), -2);
    await documentClient.send(
      new UpdateCommand({ TableName: tableName, Key: bookingKey(booking.id), UpdateExpression: 'SET balanceDueDate = :due', ExpressionAttributeValues: { ':due': due } }),
    );
    const admin = await givenSessionCookie('admin');

    const answer = await invoke(releaseHandler, routes.releaseOverdueBooking, { params: { id: booking.id }, cookies: [admin.cookie] });

    expect(answer.status).toBe(200);
    expect(BookingResponse.parse(answer.json).booking).toMatchObject({ status: 'cancelled', autoPay: { state: 'off', nextCharge: null } });
    await expectStopped(booking, 'released');
  });

  it('shrinks from its last installment when the traveller pays part of the balance from My booking', async () => {
    const { booking } = await givenBookingWithPlan();
    const before = booking.autoPay?.installments ?? [];

    await paidTowardsBalance(booking, 100_000);

    const plan = (await storedBooking(booking.id)).autoPay;
    const kept = installmentsForBalance(
      before.map(({ number, date, amountCents }) => ({ number, date, amountCents: cents(amountCents) })),
      cents(booking.balanceDueCents - 100_000),
    );
    expect(plan?.state).toBe('active');
    expect(plan?.installments.map(({ amountCents, state }) => ({ amountCents, state }))).toEqual(
      before.map((installment, index) => (kept[index] ? { amountCents: kept[index].amountCents, state: 'scheduled' } : { amountCents: installment.amountCents, state: 'skipped' })),
    );
    expect(kept.reduce((sum, installment) => sum + installment.amountCents, 0)).toBe(40_000);
  });
});
