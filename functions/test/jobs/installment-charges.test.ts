import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { localMailAddresses } from '@sunward/emulators/local-aws';
import { cents, formatUsd } from '@sunward/shared/money';
import { routes } from '@sunward/shared/routes';
import { addDays, agencyInstant } from '@sunward/shared/rules/agency-calendar';
import { installmentIdempotencyKey, installmentMetadata } from '@sunward/shared/rules/installment-charges';
import { CARD_EXPIRY_NOTICE_DAYS, installmentChargeTime, installmentNoticeTime } from '@sunward/shared/rules/installment-plan';
import { describe, expect, it } from 'vitest';
import { chargeOffSession } from '../../src/adapters/payments';
import { handler as stripeWebhook } from '../../src/handlers/stripe-webhook';
import { runTimedWork } from '../../src/jobs/timed-work';
import { formatCalendarDate } from '../../src/mail/mail-layout';
import { findBooking } from '../../src/store/booking-repository';
import { documentClient } from '../../src/store/dynamo-client';
import { CARD_EXPIRY_NOTICE, INSTALLMENT_CHARGE, INSTALLMENT_NOTICE } from '../../src/store/installment-charge-repository';
import { timedWorkPut } from '../../src/store/timed-work-repository';
import { listPayments } from '../../src/store/payment-repository';
import {
  givenPlanBooking,
  markReleased,
  MOROCCO_PRICE_CENTS,
  runMinuteJob,
  storedPlanBooking,
  stubPaymentIntent,
  timedWorkItem,
} from '../support/installment-plans';
import { currentFunction } from '../support/item-access-recorder';
import { invoke } from '../support/invoke';
import { mailsTo } from '../support/mailbox';
import { paidTowardsBalance } from '../support/paid-booking';
import { signedBody, signedPaymentEvent, stripeEvents } from '../support/stripe';
import { useOwnTimedWork } from '../support/timed-work';

const agencyEmail = localMailAddresses.AGENCY_EMAIL;
const INSTALLMENT_CENTS = cents(39_300);
const minute = 60_000;
const shift = (instant: Date, ms: number) => new Date(instant.getTime() + ms);

/**
 * Each test opts in on a day of a year of its own, earlier for each later test, so a run of one
 * test never reaches the timed work another test left due later.
 */
const optInDay = (test: number) => `${2090 - test}-01-10`;

async function installmentPayments(bookingId: string) {
  return (await listPayments(bookingId)).filter((payment) => payment.purpose === 'installment');
}

async function subjectsTo(email: string): Promise<string[]> {
  return (await mailsTo(email)).map((mail) => mail.subject).reverse();
}

useOwnTimedWork();

describe('automatic installments: the notice and the charge', () => {
  it('tells the traveller 3 days before at 09:00 New York, once, with the amount, the day, the card and the ways out', async () => {
    const { booking, plan } = await givenPlanBooking(optInDay(1), 'pm_card_visa');
    const first = plan.installments[0]!;
    const noticeAt = installmentNoticeTime(first.date);
    expect(noticeAt).toEqual(agencyInstant(addDays(first.date, -3), 9));

    await runMinuteJob(shift(noticeAt, -minute));
    expect(await mailsTo(booking.email)).toEqual([]);

    await runMinuteJob(noticeAt);
    await runMinuteJob(shift(noticeAt, minute));
    const mails = await mailsTo(booking.email);
    expect(mails).toHaveLength(1);
    const [notice] = mails;
    expect(notice?.subject).toBe(`Your automatic payment of ${formatUsd(INSTALLMENT_CENTS)} on ${formatCalendarDate(first.date)}: ${booking.packageTitle} (${booking.reference})`);
    expect(notice?.text).toContain(`ending in ${plan.card!.last4}`);
    expect(notice?.text).toMatch(/Pay now instead: http:\/\/localhost:3000\/pay#[A-Za-z0-9_-]{43}/);
    expect(notice?.text).toContain('Change the card or switch off: http://localhost:3000/my-booking');
    // The item moved on to the next installment's notice.
    expect(await timedWorkItem(INSTALLMENT_NOTICE, booking.id)).toMatchObject({ dueAt: installmentNoticeTime(plan.installments[1]!.date).toISOString() });
    expect(await installmentPayments(booking.id)).toEqual([]);
  });

  it('charges the installment on its day at 09:00 New York, once, records it and mails the receipt', async () => {
    const { booking, plan } = await givenPlanBooking(optInDay(2), 'pm_card_visa');
    const [first, second] = plan.installments;
    const chargeAt = installmentChargeTime(first!.date);

    await runMinuteJob(shift(chargeAt, -minute));
    expect(await installmentPayments(booking.id)).toEqual([]);

    await runMinuteJob(chargeAt);
    await runMinuteJob(shift(chargeAt, minute));

    const payments = await installmentPayments(booking.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountCents: INSTALLMENT_CENTS, installmentNumber: 1, note: 'Automatic payment 1' });
    const intent = await stubPaymentIntent(payments[0]!.paymentIntentId);
    expect(intent).toMatchObject({ status: 'succeeded', amount: INSTALLMENT_CENTS, customer: plan.customerId, metadata: { bookingId: booking.id, purpose: 'installment', installment: '1' } });
    const stored = await storedPlanBooking(booking.id);
    expect(stored.balanceDueCents).toBe(booking.balanceDueCents - INSTALLMENT_CENTS);
    expect(stored.autoPay.installments[0]).toMatchObject({ state: 'paid', paidCents: INSTALLMENT_CENTS, attempts: 1 });
    expect(stored.autoPay.state).toBe('active');
    expect(await timedWorkItem(INSTALLMENT_CHARGE, booking.id)).toMatchObject({ dueAt: installmentChargeTime(second!.date).toISOString() });

    const receipts = (await mailsTo(booking.email)).filter((mail) => mail.subject.startsWith('Automatic payment received'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(`The next automatic payment, ${formatUsd(INSTALLMENT_CENTS)}, is on ${formatCalendarDate(second!.date)}.`);
  });

  it('charges once when two runs overlap', async () => {
    const { booking, plan } = await givenPlanBooking(optInDay(3), 'pm_card_visa');
    const chargeAt = installmentChargeTime(plan.installments[0]!.date);

    await Promise.all([runMinuteJob(chargeAt), runMinuteJob(chargeAt)]);

    expect(await installmentPayments(booking.id)).toHaveLength(1);
    expect((await findBooking(booking.id))?.amountPaidCents).toBe(booking.amountPaidCents + INSTALLMENT_CENTS);
  });

  it('counts nothing more when Stripe’s webhook for the charge arrives after the job recorded it', async () => {
    const { booking, plan } = await givenPlanBooking(optInDay(4), 'pm_card_visa');
    await runMinuteJob(installmentChargeTime(plan.installments[0]!.date));
    const [payment] = await installmentPayments(booking.id);

    const { body, headers } = await signedPaymentEvent(payment!.paymentIntentId);
    expect((await invoke(stripeWebhook, routes.stripeWebhook, { body, headers })).status).toBe(200);

    expect(await installmentPayments(booking.id)).toHaveLength(1);
    expect((await findBooking(booking.id))?.amountPaidCents).toBe(booking.amountPaidCents + INSTALLMENT_CENTS);
    expect((await mailsTo(booking.email)).filter((mail) => mail.subject.startsWith('Automatic payment received'))).toHaveLength(1);
  });

  it('counts nothing more when the webhook recorded the charge first, after a run died once Stripe had answered', async () => {
    const { booking, plan } = await givenPlanBooking(optInDay(5), 'pm_card_visa');
    const chargeAt = installmentChargeTime(plan.installments[0]!.date);
    // The run that died: Stripe took the charge it asked for, nothing was written.
    const charged = await chargeOffSession({
      amount: cents(INSTALLMENT_CENTS),
      customerId: plan.customerId,
      paymentMethodId: plan.paymentMethodId!,
      metadata: installmentMetadata(booking.id, 1, 1),
      description: `${booking.packageTitle}: automatic payment 1 of 6 (${booking.reference})`,
      receiptEmail: booking.email,
      idempotencyKey: installmentIdempotencyKey(booking.id, 1, 1),
    });
    if (charged.outcome !== 'succeeded') throw new Error(`The charge was refused: ${charged.code}`);
    const { body, headers } = await signedPaymentEvent(charged.intent.id);
    expect((await invoke(stripeWebhook, routes.stripeWebhook, { body, headers })).status).toBe(200);
    expect(await installmentPayments(booking.id)).toHaveLength(1);

    // The next run asks again with the same key, gets the same PaymentIntent, and counts nothing more.
    await runMinuteJob(shift(chargeAt, 6 * minute));

    const payments = await installmentPayments(booking.id);
    expect(payments.map((payment) => payment.paymentIntentId)).toEqual([charged.intent.id]);
    expect((await findBooking(booking.id))?.amountPaidCents).toBe(booking.amountPaidCents + INSTALLMENT_CENTS);
    expect((await storedPlanBooking(booking.id)).autoPay.installments[0]).toMatchObject({ state: 'paid' });
    expect(await timedWorkItem(INSTALLMENT_CHARGE, booking.id)).toMatchObject({ dueAt: installmentChargeTime(plan.installments[1]!.date).toISOString() });
  });

  it('charges only the balance left when the traveller paid most of it early', async () => {
    const { booking, plan } = await givenPlanBooking(optInDay(6), 'pm_card_visa');
    const left = 10_000;
    await paidTowardsBalance(booking, booking.balanceDueCents - left);

    await runMinuteJob(installmentChargeTime(plan.installments[0]!.date));

    const payments = await installmentPayments(booking.id);
    expect(payments.map((payment) => payment.amountCents)).toEqual([left]);
    const stored = await storedPlanBooking(booking.id);
    expect(stored.balanceDueCents).toBe(0);
    expect(stored.overpaidCents ?? 0).toBe(0);
    expect(await timedWorkItem(INSTALLMENT_CHARGE, booking.id)).toBeUndefined();
  });

  it('leaves the charges a run has no time for to the next run', async () => {
    const { booking, plan } = await givenPlanBooking(optInDay(13), 'pm_card_visa');
    const chargeAt = installmentChargeTime(plan.installments[0]!.date);

    // A run whose time to take items is already over, as after a long list of charges.
    await currentFunction.run('expire-holds', () => runTimedWork(chargeAt, Date.now()));
    expect(await installmentPayments(booking.id)).toEqual([]);
    expect(await timedWorkItem(INSTALLMENT_CHARGE, booking.id)).toMatchObject({ dueAt: chargeAt.toISOString() });

    await runMinuteJob(shift(chargeAt, minute));
    expect(await installmentPayments(booking.id)).toHaveLength(1);
  });

  it('charges nothing for a released booking, and drops its charge', async () => {
    const { booking, plan } = await givenPlanBooking(optInDay(7), 'pm_card_visa');
    await markReleased(booking.id);

    await runMinuteJob(installmentChargeTime(plan.installments[0]!.date));

    expect(await installmentPayments(booking.id)).toEqual([]);
    expect((await findBooking(booking.id))?.amountPaidCents).toBe(booking.amountPaidCents);
    expect(await timedWorkItem(INSTALLMENT_CHARGE, booking.id)).toBeUndefined();
  });
});

describe('automatic installments: a refused charge', () => {
  it('asks for the traveller’s authentication with a pay link, and goes on with the next installment', async () => {
    const { booking, plan } = await givenPlanBooking(optInDay(8), 'pm_card_authenticationRequired');
    const [first, second] = plan.installments;

    await runMinuteJob(installmentChargeTime(first!.date));

    const stored = await storedPlanBooking(booking.id);
    expect(stored.autoPay.state).toBe('needs-traveller');
    expect(stored.autoPay.installments[0]).toMatchObject({ state: 'needs-authentication', attempts: 1, failure: { code: 'authentication_required' } });
    expect(stored.autoPay.installments[0]?.paymentIntentId).toMatch(/^pi_/);
    expect(stored.autoPay.failuresInRow).toBe(1);
    expect(stored.balanceDueCents).toBe(booking.balanceDueCents);
    const [mail] = await mailsTo(booking.email);
    expect(mail?.subject).toBe(`Please confirm your payment of ${formatUsd(INSTALLMENT_CENTS)}: ${booking.packageTitle} (${booking.reference})`);
    expect(mail?.text).toMatch(/Confirm the payment: http:\/\/localhost:3000\/pay#[A-Za-z0-9_-]{43}/);
    // Never retried off-session: the next charge is the next installment's.
    expect(await timedWorkItem(INSTALLMENT_CHARGE, booking.id)).toMatchObject({ dueAt: installmentChargeTime(second!.date).toISOString() });

    // Stripe's webhook of the same refusal is acknowledged and changes nothing: the job wrote it.
    const event = (await stripeEvents('payment_intent.payment_failed')).find((candidate) => candidate.data.object.id === stored.autoPay.installments[0]?.paymentIntentId);
    expect(event).toBeDefined();
    const { body, headers } = signedBody(JSON.stringify(event));
    expect((await invoke(stripeWebhook, routes.stripeWebhook, { body, headers })).status).toBe(200);
    expect((await storedPlanBooking(booking.id)).autoPay).toEqual(stored.autoPay);
    expect(await mailsTo(booking.email)).toHaveLength(1);
  });

  it('tries insufficient funds again 2 and 4 days later, then fails the installment and asks for another card', async () => {
    const { booking, plan } = await givenPlanBooking(optInDay(9), 'pm_card_chargeDeclinedInsufficientFunds');
    const first = plan.installments[0]!;

    await runMinuteJob(installmentChargeTime(first.date));
    expect((await storedPlanBooking(booking.id)).autoPay.installments[0]).toMatchObject({ state: 'retrying', attempts: 1, nextAttemptDate: addDays(first.date, 2) });
    expect(await timedWorkItem(INSTALLMENT_CHARGE, booking.id)).toMatchObject({ dueAt: installmentChargeTime(addDays(first.date, 2)).toISOString() });
    expect((await subjectsTo(booking.email)).at(-1)).toBe(
      `Your automatic payment of ${formatUsd(INSTALLMENT_CENTS)} did not go through: we will try again on ${formatCalendarDate(addDays(first.date, 2))}`,
    );

    await runMinuteJob(shift(installmentChargeTime(addDays(first.date, 2)), -minute));
    expect((await storedPlanBooking(booking.id)).autoPay.installments[0]).toMatchObject({ attempts: 1 });
    await runMinuteJob(installmentChargeTime(addDays(first.date, 2)));
    expect((await storedPlanBooking(booking.id)).autoPay.installments[0]).toMatchObject({ state: 'retrying', attempts: 2, nextAttemptDate: addDays(first.date, 4) });

    await runMinuteJob(installmentChargeTime(addDays(first.date, 4)));
    const stored = await storedPlanBooking(booking.id);
    expect(stored.autoPay.installments[0]).toMatchObject({ state: 'failed', attempts: 3, failure: { declineCode: 'insufficient_funds' } });
    expect(stored.autoPay.installments[0]).not.toHaveProperty('nextAttemptDate');
    expect(stored.autoPay).toMatchObject({ state: 'active', failuresInRow: 1 });
    // The missed amount is never added to the next charge.
    expect(stored.autoPay.installments[1]).toMatchObject({ state: 'scheduled', amountCents: INSTALLMENT_CENTS });
    expect(await timedWorkItem(INSTALLMENT_CHARGE, booking.id)).toMatchObject({ dueAt: installmentChargeTime(plan.installments[1]!.date).toISOString() });
    expect((await subjectsTo(booking.email)).at(-1)).toBe(`Update your card: your automatic payment of ${formatUsd(INSTALLMENT_CENTS)} did not go through`);
    expect(await installmentPayments(booking.id)).toEqual([]);
  });

  it('fails an expired card at once and asks for another card', async () => {
    const { booking, plan } = await givenPlanBooking(optInDay(10), 'pm_card_chargeDeclinedExpiredCard');

    await runMinuteJob(installmentChargeTime(plan.installments[0]!.date));

    const stored = await storedPlanBooking(booking.id);
    expect(stored.autoPay.installments[0]).toMatchObject({ state: 'failed', attempts: 1, failure: { code: 'expired_card', message: 'Your card has expired.' } });
    const [mail] = await mailsTo(booking.email);
    expect(mail?.subject).toBe(`Update your card: your automatic payment of ${formatUsd(INSTALLMENT_CENTS)} did not go through`);
    expect(mail?.text).toContain('Your bank said: "Your card has expired."');
    expect(mail?.text).toContain(`the balance of ${formatUsd(booking.balanceDueCents)} is due by`);
  });

  it('suspends the plan after two failed installments in a row, tells the traveller and the agency, and keeps the reminders', async () => {
    const { booking, plan } = await givenPlanBooking(optInDay(11), 'pm_card_chargeCustomerFail');
    const [first, second] = plan.installments;

    await runMinuteJob(installmentChargeTime(first!.date));
    expect((await storedPlanBooking(booking.id)).autoPay).toMatchObject({ state: 'active', failuresInRow: 1 });
    await runMinuteJob(installmentChargeTime(second!.date));

    const stored = await storedPlanBooking(booking.id);
    expect(stored.autoPay).toMatchObject({ state: 'suspended', failuresInRow: 2, endedBecause: 'failures' });
    expect(stored.autoPay.installments.slice(2).every((installment) => installment.state === 'scheduled')).toBe(true);
    expect(await timedWorkItem(INSTALLMENT_CHARGE, booking.id)).toBeUndefined();
    expect(await timedWorkItem(INSTALLMENT_NOTICE, booking.id)).toBeUndefined();
    expect(await timedWorkItem('balance-reminder', booking.id)).toBeDefined();

    const suspended = (await mailsTo(booking.email)).filter((mail) => mail.subject.startsWith('Automatic payments stopped'));
    expect(suspended).toHaveLength(1);
    expect(suspended[0]?.text).toMatch(/Pay the balance: http:\/\/localhost:3000\/pay#[A-Za-z0-9_-]{43}/);
    const agencyNotice = (await mailsTo(agencyEmail)).filter((mail) => mail.subject === `Automatic payments suspended: ${booking.firstName} ${booking.lastName}, ${booking.reference}`);
    expect(agencyNotice).toHaveLength(1);

    // Nothing more is charged or told of: the charge and notice days come and go.
    await runMinuteJob(installmentChargeTime(plan.installments[2]!.date));
    expect(await installmentPayments(booking.id)).toEqual([]);
    expect((await storedPlanBooking(booking.id)).autoPay.installments[2]).toMatchObject({ state: 'scheduled', attempts: 0 });
  });
});

describe('automatic installments: a card that expires', () => {
  it('is reminded 14 days before the charge it would fail, once', async () => {
    const { booking, plan } = await givenPlanBooking(optInDay(12), 'pm_card_visa', { cardExpires: { month: 3, year: 2090 - 12 } });
    // The card lasts to the end of March: the April charge is the first it would fail.
    const failing = plan.installments.find((installment) => installment.date.slice(5, 7) === '04')!;
    const remindAt = installmentChargeTime(addDays(failing.date, -CARD_EXPIRY_NOTICE_DAYS));
    // Put early, as a plan's start may: the kind moves it to the reminder's day.
    const startedAt = agencyInstant(addDays(plan.installments[0]!.date, -20), 12);
    await documentClient.send(new TransactWriteCommand({ TransactItems: [timedWorkPut(CARD_EXPIRY_NOTICE, booking.id, startedAt)] }));
    await runMinuteJob(startedAt);
    expect(await timedWorkItem(CARD_EXPIRY_NOTICE, booking.id)).toMatchObject({ dueAt: remindAt.toISOString() });

    await runMinuteJob(shift(remindAt, -minute));
    expect((await subjectsTo(booking.email)).filter((subject) => subject.startsWith('Your card expires'))).toEqual([]);
    await runMinuteJob(remindAt);
    await runMinuteJob(shift(remindAt, minute));

    const reminders = (await mailsTo(booking.email)).filter((mail) => mail.subject.startsWith('Your card expires'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toBe(`Your card expires before your automatic payment on ${formatCalendarDate(failing.date)}: ${booking.reference}`);
    expect(reminders[0]?.text).toContain('Change the card: http://localhost:3000/my-booking');
    expect(await timedWorkItem(CARD_EXPIRY_NOTICE, booking.id)).toBeUndefined();
    expect(MOROCCO_PRICE_CENTS - 30_000).toBe(6 * INSTALLMENT_CENTS);
  });
});
