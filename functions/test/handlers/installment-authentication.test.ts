import { routes } from '@sunward/shared/routes';
import { installmentChargeTime, installmentNoticeTime } from '@sunward/shared/rules/installment-plan';
import { PayLinkAuthentication, UpcomingCharges } from '@sunward/shared/schemas/installments';
import { describe, expect, it } from 'vitest';
import { handler as listUpcomingInstallments } from '../../src/handlers/list-upcoming-installments';
import { handler as recordPayLinkPayment } from '../../src/handlers/record-pay-link-payment';
import { handler as startPayLinkAuthentication } from '../../src/handlers/start-pay-link-authentication';
import { NO_AUTHENTICATION_MESSAGE } from '../../src/services/installment-authentication';
import { listPayments } from '../../src/store/payment-repository';
import {
  authenticateAsTraveller,
  givenPlanBooking,
  markReleased,
  runMinuteJob,
  storedPlanBooking,
} from '../support/installment-plans';
import { invoke } from '../support/invoke';
import { mailsTo } from '../support/mailbox';
import { givenSessionCookie } from '../support/test-data';
import { useOwnTimedWork } from '../support/timed-work';

const INSTALLMENT_CENTS = 39_300;

/** Each test opts in on a day of a year of its own, earlier for each later test (see the job's tests). */
const optInDay = (test: number) => `${2060 - test}-01-10`;

const startAuthentication = (token: string) => invoke(startPayLinkAuthentication, routes.startPayLinkAuthentication, { body: { token } });
const recordThroughLink = (token: string, paymentIntentId: string) =>
  invoke(recordPayLinkPayment, routes.recordPayLinkPayment, { body: { token, paymentIntentId } });

/** The pay link's token in the latest mail to `email` whose button has `label`. */
async function mailedToken(email: string, label: string): Promise<string> {
  const mail = (await mailsTo(email)).find((candidate) => candidate.text.includes(`${label}: `));
  const token = new RegExp(`${label}: http://localhost:3000/pay#([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`No mail to ${email} has a "${label}" link`);
  return token;
}

async function installmentPaymentsOf(bookingId: string) {
  return (await listPayments(bookingId)).filter((payment) => payment.purpose === 'installment');
}

useOwnTimedWork();

describe('POST /api/pay-links/authentication', () => {
  it('lets the traveller authenticate the refused charge from the mail, then charges the next installment off-session', async () => {
    // Stripe's 4000 0025 0000 3155: its bank wants authentication until the card is set up for later charges.
    const { booking, plan } = await givenPlanBooking(optInDay(1), 'pm_card_authenticationRequiredOnSetup');
    const [first, second] = plan.installments;
    await runMinuteJob(installmentChargeTime(first!.date));
    const waiting = await storedPlanBooking(booking.id);
    expect(waiting.autoPay.state).toBe('needs-traveller');
    const token = await mailedToken(booking.email, 'Confirm the payment');

    const started = await startAuthentication(token);
    expect(started.status).toBe(200);
    const authentication = PayLinkAuthentication.parse(started.json);
    expect(authentication).toMatchObject({
      paymentIntentId: waiting.autoPay.installments[0]!.paymentIntentId,
      paymentMethodId: plan.paymentMethodId,
      amount: INSTALLMENT_CENTS,
      installmentNumber: 1,
    });

    expect(await authenticateAsTraveller(authentication, 'complete')).toBe('succeeded');
    const recorded = await recordThroughLink(token, authentication.paymentIntentId);
    expect(recorded.status).toBe(200);
    expect(recorded.json).toMatchObject({ balanceDue: booking.balanceDueCents - INSTALLMENT_CENTS });

    const paid = await storedPlanBooking(booking.id);
    expect(paid.autoPay).toMatchObject({ state: 'active', failuresInRow: 0 });
    expect(paid.autoPay.installments[0]).toMatchObject({ state: 'paid', paidCents: INSTALLMENT_CENTS });
    expect((await startAuthentication(token)).json).toEqual({ message: NO_AUTHENTICATION_MESSAGE });

    await runMinuteJob(installmentChargeTime(second!.date));

    const payments = await installmentPaymentsOf(booking.id);
    expect(payments.map((payment) => [payment.installmentNumber, payment.amountCents])).toEqual([
      [1, INSTALLMENT_CENTS],
      [2, INSTALLMENT_CENTS],
    ]);
    expect((await storedPlanBooking(booking.id)).autoPay.installments[1]).toMatchObject({ state: 'paid', paidCents: INSTALLMENT_CENTS });
  });

  it('leaves the installment waiting when the traveller fails the authentication', async () => {
    const { booking, plan } = await givenPlanBooking(optInDay(2), 'pm_card_authenticationRequired');
    await runMinuteJob(installmentChargeTime(plan.installments[0]!.date));
    const token = await mailedToken(booking.email, 'Confirm the payment');
    const authentication = PayLinkAuthentication.parse((await startAuthentication(token)).json);

    expect(await authenticateAsTraveller(authentication, 'fail')).toBe('requires_payment_method');
    const refused = await recordThroughLink(token, authentication.paymentIntentId);

    expect(refused.status).toBe(409);
    expect(await installmentPaymentsOf(booking.id)).toEqual([]);
    expect((await storedPlanBooking(booking.id)).autoPay.installments[0]).toMatchObject({ state: 'needs-authentication' });
    // The same page may try again.
    expect((await startAuthentication(token)).status).toBe(200);
  });

  it('answers 409 when no charge waits for the traveller, and 404 for a link nobody made', async () => {
    const { booking, plan } = await givenPlanBooking(optInDay(3), 'pm_card_visa');
    await runMinuteJob(installmentNoticeTime(plan.installments[0]!.date));
    const token = await mailedToken(booking.email, 'Pay now instead');

    const refused = await startAuthentication(token);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: NO_AUTHENTICATION_MESSAGE });
    expect((await startAuthentication('A'.repeat(43))).status).toBe(404);
  });
});

describe('GET /api/installments/upcoming', () => {
  it('lists the next charge of every plan still charging, soonest first, to the admin only', async () => {
    const later = await givenPlanBooking(optInDay(4), 'pm_card_visa');
    const sooner = await givenPlanBooking(optInDay(5), 'pm_card_visa');
    const released = await givenPlanBooking(optInDay(6), 'pm_card_visa');
    await markReleased(released.booking.id);

    const { cookie: admin } = await givenSessionCookie('admin');
    const answer = await invoke(listUpcomingInstallments, routes.listUpcomingInstallments, { cookies: [admin] });

    expect(answer.status).toBe(200);
    const ours = UpcomingCharges.parse(answer.json).charges.filter((charge) =>
      [later.booking.id, sooner.booking.id, released.booking.id].includes(charge.bookingId),
    );
    expect(ours).toEqual([
      {
        bookingId: sooner.booking.id,
        reference: sooner.booking.reference,
        firstName: sooner.booking.firstName,
        lastName: sooner.booking.lastName,
        date: sooner.plan.installments[0]!.date,
        amount: INSTALLMENT_CENTS,
        state: 'active',
        installmentNumber: 1,
        attempts: 0,
      },
      expect.objectContaining({ bookingId: later.booking.id, date: later.plan.installments[0]!.date }),
    ]);

    const { cookie: customer } = await givenSessionCookie('customer');
    expect((await invoke(listUpcomingInstallments, routes.listUpcomingInstallments, { cookies: [customer] })).status).toBe(401);
    expect((await invoke(listUpcomingInstallments, routes.listUpcomingInstallments)).status).toBe(401);
  });
});
