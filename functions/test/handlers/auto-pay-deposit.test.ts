import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { catalogue } from '@sunward/shared/catalogue/packages';
import { cents } from '@sunward/shared/money';
import { addDays, agencyDate } from '@sunward/shared/rules/agency-calendar';
import { INSTALLMENT_CONSENT_VERSION } from '@sunward/shared/rules/installment-consent';
import { installmentChargeTime, installmentNoticeTime, planInstallments } from '@sunward/shared/rules/installment-plan';
import { routes } from '@sunward/shared/routes';
import { BookingResponse, CreateBookingResponse } from '@sunward/shared/schemas/booking';
import { bookingKey, timedWorkKey } from '@sunward/shared/table';
import { describe, expect, it } from 'vitest';
import { handler as createBookingHandler } from '../../src/handlers/create-booking';
import { handler as createPaymentIntent } from '../../src/handlers/create-payment-intent';
import { handler as recordDepositPayment } from '../../src/handlers/record-deposit-payment';
import { handler as stripeWebhook } from '../../src/handlers/stripe-webhook';
import { runTimedWork } from '../../src/jobs/timed-work';
import { AUTO_PAY_START, INSTALLMENT_CHARGE, INSTALLMENT_NOTICE } from '../../src/store/auto-pay-record';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { listMailTo } from '../../src/store/outbox-repository';
import { timedWorkPut } from '../../src/store/timed-work-repository';
import { invoke } from '../support/invoke';
import { currentFunction } from '../support/item-access-recorder';
import { mailsTo } from '../support/mailbox';
import { storedBooking } from '../support/paid-booking';
import { confirmAsBrowser, signedPaymentEvent, stripePaymentIntent } from '../support/stripe';
import { bookingRequest, departureOn, givenBookablePackage, uniqueClientAddress } from '../support/test-data';
import { useOwnTimedWork } from '../support/timed-work';

const moroccoPriceCents = catalogue.find((trip) => trip.id === packageIds.morocco)?.priceCents ?? 0;

interface IntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
}

/** A booking made on the form with the box "Pay the balance automatically" ticked. */
async function bookedWithAutoPay(tripId: string) {
  const answer = await invoke(createBookingHandler, routes.createBooking, {
    body: bookingRequest(tripId, { autoPay: true }),
    headers: { 'cloudfront-viewer-address': `${uniqueClientAddress()}:443` },
  });
  expect(answer.status).toBe(201);
  return CreateBookingResponse.parse(answer.json).booking;
}

/** The deposit PaymentIntent the booking page makes, confirmed by card in the browser. */
async function depositPaidAtStripe(bookingId: string): Promise<string> {
  const deposit = await invoke(createPaymentIntent, routes.createPaymentIntent, { body: { bookingId, purpose: 'deposit' } });
  expect(deposit.status).toBe(200);
  const { paymentIntentId, clientSecret } = deposit.json as IntentAnswer;
  expect((await confirmAsBrowser(paymentIntentId, clientSecret, '4242 4242 4242 4242')).status).toBe(200);
  return paymentIntentId;
}

const recordByBrowser = (bookingId: string, paymentIntentId: string) =>
  invoke(recordDepositPayment, routes.recordDepositPayment, { params: { id: bookingId }, body: { paymentIntentId } });

async function recordByWebhook(paymentIntentId: string) {
  const { body, headers } = await signedPaymentEvent(paymentIntentId);
  return invoke(stripeWebhook, routes.stripeWebhook, { body, headers });
}

async function dueAt(kind: string, bookingId: string): Promise<string | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: timedWorkKey(kind, bookingId), ConsistentRead: true }));
  return Item?.dueAt as string | undefined;
}

const consentMails = async (email: string) => (await listMailTo(email)).filter((mail) => mail.template === 'autoPayConsent');

// Each test walks a booking through Stripe, the table and the webhook, like the desk's money tests.
useOwnTimedWork();

describe('automatic payments asked for on the booking form', { timeout: 60_000 }, () => {
  it('starts the plan with the deposit: 6 monthly payments of $393 on a Morocco booking, the card saved with the deposit, the consent mailed', async () => {
    const trip = await givenBookablePackage({ priceCents: moroccoPriceCents, capacity: 12 });
    const booking = await bookedWithAutoPay(trip.id);
    expect(booking.autoPayRequested).toBe(true);
    expect(booking.autoPay).toBeNull();

    const paymentIntentId = await depositPaidAtStripe(booking.id);
    const intent = await stripePaymentIntent(paymentIntentId);
    expect(intent.setup_future_usage).toBe('off_session');
    expect(intent.customer).toEqual(expect.stringMatching(/^cus_/));

    const now = new Date();
    const answer = await recordByBrowser(booking.id, paymentIntentId);

    expect(answer.status).toBe(200);
    const recorded = BookingResponse.parse(answer.json).booking;
    const expected = planInstallments({ balanceCents: cents(moroccoPriceCents - 30_000), startDate: agencyDate(now), balanceDueDate: booking.balanceDueDate ?? '' });
    expect(expected.map((installment) => installment.amountCents)).toEqual([39_300, 39_300, 39_300, 39_300, 39_300, 39_300]);
    expect(recorded.autoPayRequested).toBe(true);
    expect(recorded.autoPay).toMatchObject({
      state: 'active',
      consentVersion: INSTALLMENT_CONSENT_VERSION,
      card: { last4: '4242' },
      cardExpiresBeforeLastCharge: false,
      nextCharge: { date: expected[0]?.date, amount: 39_300 },
    });
    expect(recorded.autoPay?.installments).toEqual(
      expected.map((installment) => ({ number: installment.number, date: installment.date, amount: installment.amountCents, state: 'scheduled', attempts: 0 })),
    );
    const stored = await storedBooking(booking.id);
    expect(stored.autoPay?.customerId).toBe(intent.customer);
    const first = expected[0]?.date ?? '';
    expect(await dueAt(INSTALLMENT_NOTICE, booking.id)).toBe(installmentNoticeTime(first).toISOString());
    expect(await dueAt(INSTALLMENT_CHARGE, booking.id)).toBe(installmentChargeTime(first).toISOString());
    expect(await dueAt(AUTO_PAY_START, booking.id)).toBeUndefined();

    const [consent, ...more] = (await mailsTo(booking.email)).filter((mail) => mail.subject === `Automatic payments are on for booking ${booking.reference}`);
    expect(more).toHaveLength(0);
    expect(consent?.text).toContain('6 monthly payments from your Visa ending in 4242');
    expect(consent?.text.match(/^Payment \d · .+: \$393$/gm)).toHaveLength(6);
    expect(consent?.text).toContain('I authorise Sunward Group Travel to charge the card ending in 4242 6 monthly payments of the balance, $2,358 in all');
    expect(consent?.text).toContain(`terms version ${INSTALLMENT_CONSENT_VERSION}`);
    expect(consent?.text).toContain('Switch off');
  });

  it('makes one plan and one consent mail when the webhook and the browser record the deposit at once, and again after', async () => {
    const trip = await givenBookablePackage({ priceCents: moroccoPriceCents, capacity: 12 });
    const booking = await bookedWithAutoPay(trip.id);
    const paymentIntentId = await depositPaidAtStripe(booking.id);

    const answers = await Promise.all([recordByWebhook(paymentIntentId), recordByBrowser(booking.id, paymentIntentId), recordByWebhook(paymentIntentId)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const plan = (await storedBooking(booking.id)).autoPay;
    expect(plan?.installments).toHaveLength(6);

    expect((await recordByBrowser(booking.id, paymentIntentId)).status).toBe(200);
    expect((await recordByWebhook(paymentIntentId)).status).toBe(200);
    expect((await storedBooking(booking.id)).autoPay).toEqual(plan);
    expect(await consentMails(booking.email)).toHaveLength(1);
  });

  it('starts no plan when no monthly payment fits before the due date: the booking says so and keeps what was asked', async () => {
    const now = new Date();
    const soon = departureOn(addDays(agencyDate(now), 60));
    const trip = await givenBookablePackage({ priceCents: moroccoPriceCents, capacity: 12, departures: [soon] });
    const booking = await bookedWithAutoPay(trip.id);
    const paymentIntentId = await depositPaidAtStripe(booking.id);

    const answer = await recordByBrowser(booking.id, paymentIntentId);

    expect(answer.status).toBe(200);
    expect(BookingResponse.parse(answer.json).booking).toMatchObject({ status: 'deposit_paid', autoPay: null, autoPayRequested: true });
    expect(await dueAt(INSTALLMENT_CHARGE, booking.id)).toBeUndefined();
    expect(await dueAt(AUTO_PAY_START, booking.id)).toBeUndefined();
    expect(await consentMails(booking.email)).toHaveLength(0);
  });

  it("starts the plan from the minute job when the deposit's write could not, once", async () => {
    const trip = await givenBookablePackage({ priceCents: moroccoPriceCents, capacity: 12 });
    const booking = await bookedWithAutoPay(trip.id);
    const paymentIntentId = await depositPaidAtStripe(booking.id);
    expect((await recordByBrowser(booking.id, paymentIntentId)).status).toBe(200);
    // As if Stripe had not told the card when the deposit was written: no plan, the fallback item due.
    const now = new Date(Date.now() + 60_000);
    await documentClient.send(
      new UpdateCommand({ TableName: tableName, Key: bookingKey(booking.id), UpdateExpression: 'REMOVE autoPay', ConditionExpression: 'attribute_exists(autoPay)' }),
    );
    await documentClient.send(new TransactWriteCommand({ TransactItems: [timedWorkPut(AUTO_PAY_START, booking.id, now)] }));

    await currentFunction.run('expire-holds', () => runTimedWork(now));

    const stored = await storedBooking(booking.id);
    expect(stored.autoPay).toMatchObject({ state: 'active', card: { last4: '4242' } });
    expect(stored.autoPay?.installments.map((installment) => installment.amountCents)).toEqual([39_300, 39_300, 39_300, 39_300, 39_300, 39_300]);
    expect(await dueAt(AUTO_PAY_START, booking.id)).toBeUndefined();
    expect(await dueAt(INSTALLMENT_CHARGE, booking.id)).toBe(installmentChargeTime(stored.autoPay?.installments[0]?.date ?? '').toISOString());

    // A late replay of the deposit finds the plan there and makes no second.
    expect((await recordByWebhook(paymentIntentId)).status).toBe(200);
    expect((await storedBooking(booking.id)).autoPay).toEqual(stored.autoPay);
    // The deposit's own write had queued one before the plan was taken away above; the job queued the other.
    expect(await consentMails(booking.email)).toHaveLength(2);
  });
});
