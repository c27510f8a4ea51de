import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { cents } from '@sunward/shared/money';
import { addDays, agencyDate } from '@sunward/shared/rules/agency-calendar';
import { INSTALLMENT_CONSENT_VERSION } from '@sunward/shared/rules/installment-consent';
import { CARD_EXPIRY_NOTICE_DAYS, installmentChargeTime, installmentsForBalance, planInstallments } from '@sunward/shared/rules/installment-plan';
import { routes } from '@sunward/shared/routes';
import { AutoPaySetupResponse } from '@sunward/shared/schemas/auto-pay';
import { BookingResponse } from '@sunward/shared/schemas/booking';
import { timedWorkKey } from '@sunward/shared/table';
import { describe, expect, it } from 'vitest';
import { handler as cancelHandler } from '../../src/handlers/cancel-booking';
import { handler as setupIntentHandler } from '../../src/handlers/create-auto-pay-setup-intent';
import { handler as recordAutoPayHandler } from '../../src/handlers/record-auto-pay';
import { handler as offlineHandler } from '../../src/handlers/record-offline-payment';
import { handler as stripeWebhook } from '../../src/handlers/stripe-webhook';
import { handler as switchOffHandler } from '../../src/handlers/switch-off-auto-pay';
import { AUTO_PAY_NO_PLAN_MESSAGE, AUTO_PAY_ALREADY_ON_MESSAGE } from '../../src/services/auto-pay-access';
import { CONSENT_CHANGED_MESSAGE, SETUP_NOT_SUCCEEDED_MESSAGE, SETUP_NOT_THIS_BOOKING_MESSAGE } from '../../src/services/auto-pay-consent';
import { CARD_EXPIRY_NOTICE, INSTALLMENT_CHARGE, INSTALLMENT_NOTICE } from '../../src/store/auto-pay-record';
import type { BookingRecord } from '../../src/store/booking-repository';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { listMailTo } from '../../src/store/outbox-repository';
import { confirmSetupAsBrowser, type SetupCard, stripeObject, updateCardAsTheNetwork } from '../support/auto-pay';
import { invoke } from '../support/invoke';
import { mailsTo } from '../support/mailbox';
import { customerCookieOf, givenDepositPaidBooking, storedBooking } from '../support/paid-booking';
import { signedBody, signedEvent, stripeEvents } from '../support/stripe';
import { givenSessionCookie } from '../support/test-data';

const setupIntent = (id: string, purpose: string, cookies: string[]) =>
  invoke(setupIntentHandler, routes.createAutoPaySetupIntent, { params: { id }, body: { purpose }, cookies });
const recordAutoPay = (id: string, body: Record<string, unknown>, cookies: string[]) => invoke(recordAutoPayHandler, routes.recordAutoPay, { params: { id }, body, cookies });
const switchOff = (id: string, cookies: string[]) => invoke(switchOffHandler, routes.switchOffAutoPay, { params: { id }, cookies });

/** A SetupIntent made for the booking and confirmed with `card` in the browser. */
async function cardSaved(bookingId: string, purpose: 'opt-in' | 'change-card', cookie: string, card: SetupCard = '4242 4242 4242 4242') {
  const answer = await setupIntent(bookingId, purpose, [cookie]);
  expect(answer.status).toBe(200);
  const setup = AutoPaySetupResponse.parse(answer.json);
  const confirmed = await confirmSetupAsBrowser(setup.setupIntentId, setup.clientSecret, card);
  expect(confirmed.status).toBe(200);
  expect(confirmed.json.status).toBe('succeeded');
  return setup;
}

/** The traveller opts in from My booking: the card saved, then the consent recorded. */
async function optedIn(booking: BookingRecord, cookie: string) {
  const setup = await cardSaved(booking.id, 'opt-in', cookie);
  const answer = await recordAutoPay(booking.id, { setupIntentId: setup.setupIntentId, consentVersion: INSTALLMENT_CONSENT_VERSION }, [cookie]);
  expect(answer.status).toBe(200);
  return { setup, booking: BookingResponse.parse(answer.json).booking, stored: await storedBooking(booking.id) };
}

/**
 * A booking with its deposit in whose traveller saved a card (not yet the plan's) good through the
 * month of the plan's second payment, so the third is the first it would fail.
 */
async function givenCardGoodUntilSecondPayment() {
  const { booking } = await givenDepositPaidBooking();
  const cookie = await customerCookieOf(booking.email);
  const plan = planInstallments({ balanceCents: cents(booking.balanceDueCents), startDate: agencyDate(new Date()), balanceDueDate: booking.balanceDueDate ?? '' });
  const [year, month] = (plan[1]?.date ?? '').split('-').map(Number) as [number, number];
  const setup = AutoPaySetupResponse.parse((await setupIntent(booking.id, 'opt-in', [cookie])).json);
  expect((await confirmSetupAsBrowser(setup.setupIntentId, setup.clientSecret, '4242 4242 4242 4242', { month, year })).status).toBe(200);
  return { booking, cookie, plan, year, month, setup };
}

async function timedWorkOf(kind: string, bookingId: string) {
  return (await documentClient.send(new GetCommand({ TableName: tableName, Key: timedWorkKey(kind, bookingId), ConsistentRead: true }))).Item;
}

const consentMails = async (email: string) => (await listMailTo(email)).filter((mail) => mail.template === 'autoPayConsent');

async function deliverSetupSucceeded(setupIntentId: string) {
  const { body, headers } = signedEvent('setup_intent.succeeded', await stripeObject(`setup_intents/${setupIntentId}`));
  return invoke(stripeWebhook, routes.stripeWebhook, { body, headers });
}

describe('automatic payments from My booking', { timeout: 60_000 }, () => {
  it('opts in later: the plan as it starts today, the card saved by a SetupIntent, the consent recorded and mailed once', async () => {
    const { booking } = await givenDepositPaidBooking();
    const cookie = await customerCookieOf(booking.email);
    const now = new Date();
    const expected = planInstallments({ balanceCents: cents(booking.balanceDueCents), startDate: agencyDate(now), balanceDueDate: booking.balanceDueDate ?? '' });
    expect(expected).toHaveLength(6);

    const setup = await cardSaved(booking.id, 'opt-in', cookie);
    expect(setup.installments).toEqual(expected.map(({ number, date, amountCents }) => ({ number, date, amount: amountCents })));
    const intent = await stripeObject(`setup_intents/${setup.setupIntentId}`);
    expect(intent).toMatchObject({ usage: 'off_session', metadata: { bookingId: booking.id, purpose: 'opt-in' } });

    const answer = await recordAutoPay(booking.id, { setupIntentId: setup.setupIntentId, consentVersion: INSTALLMENT_CONSENT_VERSION }, [cookie]);

    expect(answer.status).toBe(200);
    const plan = BookingResponse.parse(answer.json).booking.autoPay;
    expect(plan).toMatchObject({ state: 'active', consentVersion: INSTALLMENT_CONSENT_VERSION, card: { last4: '4242' }, cardExpiresBeforeLastCharge: false });
    expect(plan?.installments.map(({ date, amount }) => ({ date, amount }))).toEqual(expected.map(({ date, amountCents }) => ({ date, amount: amountCents })));
    const stored = await storedBooking(booking.id);
    expect(stored.autoPay).toMatchObject({ customerId: intent.customer, setupIntentId: setup.setupIntentId });
    expect((await timedWorkOf(INSTALLMENT_CHARGE, booking.id))?.dueAt).toBe(installmentChargeTime(expected[0]?.date ?? '').toISOString());
    expect(await timedWorkOf(INSTALLMENT_NOTICE, booking.id)).toBeDefined();

    // The page calling again and Stripe's webhook apply the same SetupIntent once.
    expect((await recordAutoPay(booking.id, { setupIntentId: setup.setupIntentId, consentVersion: INSTALLMENT_CONSENT_VERSION }, [cookie])).status).toBe(200);
    expect((await deliverSetupSucceeded(setup.setupIntentId)).status).toBe(200);
    expect((await storedBooking(booking.id)).autoPay).toEqual(stored.autoPay);
    expect(await consentMails(booking.email)).toHaveLength(1);
    expect((await setupIntent(booking.id, 'opt-in', [cookie])).json).toEqual({ message: AUTO_PAY_ALREADY_ON_MESSAGE });
  });

  it('flags a card that expires before the last charge, and reminds 14 days before the charge it would fail', async () => {
    const { booking, cookie, plan, year, month, setup } = await givenCardGoodUntilSecondPayment();

    const answer = await recordAutoPay(booking.id, { setupIntentId: setup.setupIntentId, consentVersion: INSTALLMENT_CONSENT_VERSION }, [cookie]);

    expect(answer.status).toBe(200);
    expect(BookingResponse.parse(answer.json).booking.autoPay).toMatchObject({ card: { expMonth: month, expYear: year }, cardExpiresBeforeLastCharge: true });
    const third = plan[2]?.date ?? '';
    expect((await timedWorkOf(CARD_EXPIRY_NOTICE, booking.id))?.dueAt).toBe(installmentChargeTime(addDays(third, -CARD_EXPIRY_NOTICE_DAYS)).toISOString());
  });

  it('follows a card its network renewed: the new expiry clears the flag and the reminder', async () => {
    const { booking, cookie, year, setup } = await givenCardGoodUntilSecondPayment();
    expect((await recordAutoPay(booking.id, { setupIntentId: setup.setupIntentId, consentVersion: INSTALLMENT_CONSENT_VERSION }, [cookie])).status).toBe(200);
    const before = (await storedBooking(booking.id)).autoPay;
    const card = before?.paymentMethodId ?? '';
    expect(await timedWorkOf(CARD_EXPIRY_NOTICE, booking.id)).toBeDefined();

    expect((await updateCardAsTheNetwork(card, { exp_month: '12', exp_year: String(year + 4) })).status).toBe(200);
    const [event] = (await stripeEvents('payment_method.automatically_updated')).filter((candidate) => candidate.data.object.id === card);
    expect((await invoke(stripeWebhook, routes.stripeWebhook, signedBody(JSON.stringify(event)))).status).toBe(200);

    const renewed = await storedBooking(booking.id);
    expect(renewed.autoPay?.card).toMatchObject({ last4: '4242', expMonth: 12, expYear: year + 4 });
    expect(renewed.autoPay?.installments).toEqual(before?.installments);
    expect(renewed.autoPay?.state).toBe('active');
    expect(await timedWorkOf(CARD_EXPIRY_NOTICE, booking.id)).toBeUndefined();
  });

  it('starts the plan from the webhook when the page never calls back', async () => {
    const { booking } = await givenDepositPaidBooking();
    const cookie = await customerCookieOf(booking.email);
    const setup = await cardSaved(booking.id, 'opt-in', cookie);

    expect((await deliverSetupSucceeded(setup.setupIntentId)).status).toBe(200);

    expect((await storedBooking(booking.id)).autoPay).toMatchObject({ state: 'active', setupIntentId: setup.setupIntentId });
    expect(await consentMails(booking.email)).toHaveLength(1);
  });

  it('refuses a consent to another text, a SetupIntent not confirmed or made for another booking, writing nothing', async () => {
    const { booking } = await givenDepositPaidBooking();
    const { booking: other } = await givenDepositPaidBooking();
    const cookie = await customerCookieOf(booking.email);
    const admin = await givenSessionCookie('admin');
    const unconfirmed = AutoPaySetupResponse.parse((await setupIntent(booking.id, 'opt-in', [cookie])).json);
    const othersCard = await cardSaved(other.id, 'opt-in', admin.cookie);
    const saved = await cardSaved(booking.id, 'opt-in', cookie);

    const refusals = [
      await recordAutoPay(booking.id, { setupIntentId: saved.setupIntentId, consentVersion: '2020-01-01' }, [cookie]),
      await recordAutoPay(booking.id, { setupIntentId: unconfirmed.setupIntentId, consentVersion: INSTALLMENT_CONSENT_VERSION }, [cookie]),
      await recordAutoPay(booking.id, { setupIntentId: othersCard.setupIntentId, consentVersion: INSTALLMENT_CONSENT_VERSION }, [cookie]),
    ];

    expect(refusals.map((answer) => [answer.status, answer.json])).toEqual([
      [409, { message: CONSENT_CHANGED_MESSAGE }],
      [409, { message: SETUP_NOT_SUCCEEDED_MESSAGE }],
      [409, { message: SETUP_NOT_THIS_BOOKING_MESSAGE }],
    ]);
    expect((await storedBooking(booking.id)).autoPay).toBeUndefined();
    expect(await consentMails(booking.email)).toHaveLength(0);
  });

  it('changes the card: the new one is charged from now on, the old one detached', async () => {
    const { booking } = await givenDepositPaidBooking();
    const cookie = await customerCookieOf(booking.email);
    const { stored } = await optedIn(booking, cookie);
    const oldCard = stored.autoPay?.paymentMethodId ?? '';

    const change = await cardSaved(booking.id, 'change-card', cookie, '4000 0000 0000 0341');
    expect(change.installments).toEqual([]);
    const answer = await recordAutoPay(booking.id, { setupIntentId: change.setupIntentId, consentVersion: INSTALLMENT_CONSENT_VERSION }, [cookie]);

    expect(answer.status).toBe(200);
    expect(BookingResponse.parse(answer.json).booking.autoPay).toMatchObject({ state: 'active', card: { last4: '0341' } });
    const changed = await storedBooking(booking.id);
    expect(changed.autoPay?.paymentMethodId).not.toBe(oldCard);
    expect(changed.autoPay?.installments).toEqual(stored.autoPay?.installments);
    expect(changed.autoPay?.customerId).toBe(stored.autoPay?.customerId);
    expect((await stripeObject(`payment_methods/${oldCard}`)).customer).toBeNull();
    expect(await consentMails(booking.email)).toHaveLength(1);
  });

  it('switches off by the traveller: no more charges, the timed work gone, the card detached, a confirmation mailed', async () => {
    const { booking } = await givenDepositPaidBooking();
    const cookie = await customerCookieOf(booking.email);
    const { stored } = await optedIn(booking, cookie);

    const answer = await switchOff(booking.id, [cookie]);

    expect(answer.status).toBe(200);
    const plan = BookingResponse.parse(answer.json).booking.autoPay;
    expect(plan).toMatchObject({ state: 'off', card: null, nextCharge: null });
    expect(plan?.installments.every((installment) => installment.state === 'cancelled')).toBe(true);
    expect((await storedBooking(booking.id)).autoPay).toMatchObject({ state: 'off', endedBecause: 'traveller', paymentMethodId: null });
    for (const kind of [INSTALLMENT_NOTICE, INSTALLMENT_CHARGE, CARD_EXPIRY_NOTICE]) expect(await timedWorkOf(kind, booking.id)).toBeUndefined();
    expect((await stripeObject(`payment_methods/${stored.autoPay?.paymentMethodId ?? ''}`)).customer).toBeNull();
    const mails = (await mailsTo(booking.email)).filter((mail) => mail.subject === `Automatic payments are off for booking ${booking.reference}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('You have switched off automatic payments');
    expect(mails[0]?.text).toContain('The balance of $1,400 is still due');

    expect((await switchOff(booking.id, [cookie])).json).toEqual({ message: AUTO_PAY_NO_PLAN_MESSAGE });
  });

  it('switches off by the operator, and says so', async () => {
    const { booking } = await givenDepositPaidBooking();
    await optedIn(booking, await customerCookieOf(booking.email));
    const admin = await givenSessionCookie('admin');

    expect((await switchOff(booking.id, [admin.cookie])).status).toBe(200);

    expect((await storedBooking(booking.id)).autoPay).toMatchObject({ state: 'off', endedBecause: 'operator' });
    const [mail] = (await mailsTo(booking.email)).filter((sent) => sent.subject.startsWith('Automatic payments are off'));
    expect(mail?.text).toContain('We have switched off automatic payments');
  });

  it("lets a customer touch only their own booking's plan, and nobody without a session", async () => {
    const { booking } = await givenDepositPaidBooking();
    const owner = await customerCookieOf(booking.email);
    const { setup } = await optedIn(booking, owner);
    const stranger = await givenSessionCookie('customer');

    const answers = [
      await setupIntent(booking.id, 'change-card', [stranger.cookie]),
      await recordAutoPay(booking.id, { setupIntentId: setup.setupIntentId, consentVersion: INSTALLMENT_CONSENT_VERSION }, [stranger.cookie]),
      await switchOff(booking.id, [stranger.cookie]),
    ];
    expect(answers.map((answer) => [answer.status, answer.json])).toEqual(Array.from({ length: 3 }, () => [404, { message: 'Booking not found' }]));
    expect((await setupIntent(booking.id, 'opt-in', [])).status).toBe(401);
    expect((await switchOff(booking.id, [])).status).toBe(401);
    expect((await storedBooking(booking.id)).autoPay?.state).toBe('active');
  });
});

describe("a plan follows its booking's money", { timeout: 60_000 }, () => {
  it('stops with a cancel, in the same write', async () => {
    const { booking } = await givenDepositPaidBooking();
    await optedIn(booking, await customerCookieOf(booking.email));
    const admin = await givenSessionCookie('admin');

    const answer = await invoke(cancelHandler, routes.cancelBooking, { params: { id: booking.id }, body: {}, cookies: [admin.cookie] });

    expect(answer.status).toBe(200);
    expect((answer.json as { booking: unknown }).booking).toMatchObject({ status: 'cancelled', autoPay: { state: 'off', nextCharge: null } });
    const stored = await storedBooking(booking.id);
    expect(stored.status).toBe('cancelled');
    expect(stored.autoPay).toMatchObject({ state: 'off', endedBecause: 'cancelled' });
    expect(stored.autoPay?.installments.every((installment) => installment.state === 'cancelled')).toBe(true);
    for (const kind of [INSTALLMENT_NOTICE, INSTALLMENT_CHARGE]) expect(await timedWorkOf(kind, booking.id)).toBeUndefined();
  });

  it('shrinks from its last installment with an offline payment, and completes when the balance is paid', async () => {
    const { booking } = await givenDepositPaidBooking();
    const { stored } = await optedIn(booking, await customerCookieOf(booking.email));
    const admin = await givenSessionCookie('admin');
    const before = stored.autoPay?.installments ?? [];
    const receivedOn = agencyDate(new Date());

    const part = await invoke(offlineHandler, routes.recordOfflinePayment, {
      params: { id: booking.id },
      body: { method: 'bank_transfer', amountCents: 50_000, receivedOn },
      cookies: [admin.cookie],
    });

    expect(part.status).toBe(200);
    const kept = installmentsForBalance(
      before.map(({ number, date, amountCents }) => ({ number, date, amountCents: cents(amountCents) })),
      cents(booking.balanceDueCents - 50_000),
    );
    expect(kept.length).toBeLessThan(before.length);
    const shrunk = BookingResponse.parse(part.json).booking.autoPay;
    expect(shrunk?.state).toBe('active');
    expect(shrunk?.installments).toEqual(
      before.map((installment, index) => {
        const keep = kept[index];
        return { number: installment.number, date: installment.date, amount: keep ? keep.amountCents : installment.amountCents, state: keep ? 'scheduled' : 'skipped', attempts: 0 };
      }),
    );
    expect(shrunk?.installments.filter((installment) => installment.state === 'scheduled').reduce((sum, installment) => sum + installment.amount, 0)).toBe(booking.balanceDueCents - 50_000);

    const rest = await invoke(offlineHandler, routes.recordOfflinePayment, {
      params: { id: booking.id },
      body: { method: 'cheque', amountCents: booking.balanceDueCents - 50_000, receivedOn },
      cookies: [admin.cookie],
    });

    expect(rest.status).toBe(200);
    const completed = BookingResponse.parse(rest.json).booking;
    expect(completed.status).toBe('confirmed');
    expect(completed.autoPay).toMatchObject({ state: 'completed', nextCharge: null });
    expect(completed.autoPay?.installments.every((installment) => installment.state === 'skipped')).toBe(true);
  });
});
