import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@sunward/shared/routes';
import { BookingResponse } from '@sunward/shared/schemas/booking';
import { PayLinkBooking } from '@sunward/shared/schemas/pay-link';
import { describe, expect, it } from 'vitest';
import { handler as createPayLinkPaymentIntent } from '../../src/handlers/create-pay-link-payment-intent';
import { handler as openPayLink } from '../../src/handlers/open-pay-link';
import { handler as recordPayLinkPayment } from '../../src/handlers/record-pay-link-payment';
import { handler as revokePayLinks } from '../../src/handlers/revoke-pay-links';
import { PAY_LINK_EXPIRED_MESSAGE, PAY_LINK_NOT_FOUND_MESSAGE, PAY_LINK_REVOKED_MESSAGE } from '../../src/services/pay-link-access';
import { NO_BALANCE_TO_PAY_MESSAGE } from '../../src/services/start-pay-link-payment';
import { BOOKING_CANCELLED_MESSAGE } from '../../src/services/start-balance-payment';
import { listAuditEntries } from '../../src/store/audit-repository';
import { findBooking } from '../../src/store/booking-repository';
import { documentClient } from '../../src/store/dynamo-client';
import { newPayLink, payLinkUrl } from '../../src/store/pay-link-repository';
import { listPayments } from '../../src/store/payment-repository';
import { invoke } from '../support/invoke';
import { givenDepositPaidBooking } from '../support/paid-booking';
import { mailsTo } from '../support/mailbox';
import { confirmAsBrowser, stripePaymentIntent } from '../support/stripe';
import { givenBookablePackage, givenBooking, givenSessionCookie, testDeparture } from '../support/test-data';

const DAY_MS = 86_400_000;

interface IntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
}

/** A link for the booking, stored as a reminder's transaction stores it; valid for a month unless told. */
async function givenPayLink(bookingId: string, options: { now?: Date; validUntil?: Date } = {}): Promise<string> {
  const now = options.now ?? new Date();
  const { token, put } = newPayLink({ bookingId, now, validUntil: options.validUntil ?? new Date(now.getTime() + 30 * DAY_MS) });
  await documentClient.send(new TransactWriteCommand({ TransactItems: [put] }));
  return token;
}

const open = (token: string) => invoke(openPayLink, routes.openPayLink, { body: { token } });
const startPayment = (token: string, amount: number) =>
  invoke(createPayLinkPaymentIntent, routes.createPayLinkPaymentIntent, { body: { token, amount } });
const record = (token: string, paymentIntentId: string) =>
  invoke(recordPayLinkPayment, routes.recordPayLinkPayment, { body: { token, paymentIntentId } });

async function paidThroughLink(token: string, amount: number): Promise<IntentAnswer> {
  const started = await startPayment(token, amount);
  expect(started.status).toBe(200);
  const intent = started.json as IntentAnswer;
  expect((await confirmAsBrowser(intent.paymentIntentId, intent.clientSecret, '4242 4242 4242 4242')).status).toBe(200);
  return intent;
}

/** What a refused call must leave as it was: the booking's money and its payments. */
async function moneyOf(bookingId: string) {
  const booking = await findBooking(bookingId);
  return {
    amountPaidCents: booking?.amountPaidCents,
    balanceDueCents: booking?.balanceDueCents,
    openBalancePaymentIntentId: booking?.openBalancePaymentIntentId,
    payments: (await listPayments(bookingId)).length,
  };
}

describe('POST /api/pay-links/booking', () => {
  it('shows the trip, its dates, the reference, the balance and the first name, and nothing else personal', async () => {
    const { booking } = await givenDepositPaidBooking({ travelers: 1 });
    const token = await givenPayLink(booking.id);

    const answer = await open(token);

    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    // A capability for paying, never a session: My booking's details and history still need the code.
    expect(answer.cookies).toEqual([]);
    expect(answer.json).toEqual({
      reference: booking.reference,
      packageTitle: booking.packageTitle,
      departureDate: testDeparture.departureDate,
      returnDate: testDeparture.returnDate,
      balanceDueDate: booking.balanceDueDate,
      firstName: booking.firstName,
      balanceDue: 70_000,
      status: 'deposit_paid',
    });
    const text = JSON.stringify(answer.json);
    for (const personal of [booking.email, booking.lastName, booking.phone, booking.id]) expect(text).not.toContain(personal);
  });

  it('refuses a token nobody made (404) and one that is not a whole token (400), with a clear message', async () => {
    const unknown = await open('A'.repeat(43));
    const cut = await open('abc');

    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: PAY_LINK_NOT_FOUND_MESSAGE });
    expect(cut.status).toBe(400);
    expect((cut.json as { message: string }).message).toContain('This payment link is not complete');
  });

  it('refuses a link past its time with 410, and still opens one that has a minute left', async () => {
    const { booking } = await givenDepositPaidBooking({ travelers: 1 });
    const now = Date.now();
    const lapsed = await givenPayLink(booking.id, { now: new Date(now - 40 * DAY_MS), validUntil: new Date(now - 60_000) });
    const lasting = await givenPayLink(booking.id, { now: new Date(now - 40 * DAY_MS), validUntil: new Date(now + 60_000) });

    const refused = await open(lapsed);

    expect(refused.status).toBe(410);
    expect(refused.json).toEqual({ message: PAY_LINK_EXPIRED_MESSAGE });
    expect((await open(lasting)).status).toBe(200);
  });
});

describe('POST /api/pay-links/payment-intent and /api/pay-links/payment', () => {
  it('pays part of the balance through the balance recorder: totals move, receipt and notice mailed once', async () => {
    const { booking } = await givenDepositPaidBooking({ travelers: 1 });
    const token = await givenPayLink(booking.id);

    const intent = await paidThroughLink(token, 25_000);
    expect(await stripePaymentIntent(intent.paymentIntentId)).toMatchObject({
      amount: 25_000,
      metadata: { bookingId: booking.id, purpose: 'balance' },
    });
    const recorded = await record(token, intent.paymentIntentId);
    const again = await record(token, intent.paymentIntentId);

    expect(recorded.status).toBe(200);
    expect(recorded.cookies).toEqual([]);
    expect(PayLinkBooking.parse(recorded.json)).toMatchObject({ balanceDue: 45_000, status: 'deposit_paid' });
    expect(again.json).toEqual(recorded.json);
    expect(await findBooking(booking.id)).toMatchObject({ amountPaidCents: 55_000, balanceDueCents: 45_000 });
    expect(await listPayments(booking.id)).toEqual([
      expect.objectContaining({ purpose: 'deposit' }),
      expect.objectContaining({ paymentIntentId: intent.paymentIntentId, purpose: 'balance', amountCents: 25_000 }),
    ]);
    const receipts = (await mailsTo(booking.email)).filter((mail) => mail.subject.startsWith('Payment received'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('Balance due: $450');
  });

  it('pays the whole balance: the booking is paid in full and the link then refuses another payment', async () => {
    const { booking } = await givenDepositPaidBooking({ travelers: 1 });
    const token = await givenPayLink(booking.id);

    const intent = await paidThroughLink(token, 70_000);
    const recorded = await record(token, intent.paymentIntentId);

    expect(PayLinkBooking.parse(recorded.json)).toMatchObject({ balanceDue: 0, status: 'confirmed' });
    const more = await startPayment(token, 100);
    expect(more.status).toBe(400);
    expect(more.json).toEqual({ message: 'This booking is paid in full' });
  });

  it('checks the amount: not above the balance due, not under $1', async () => {
    const { booking } = await givenDepositPaidBooking({ travelers: 1 });
    const token = await givenPayLink(booking.id);
    const before = await moneyOf(booking.id);

    const tooMuch = await startPayment(token, 70_001);
    const tooLittle = await startPayment(token, 99);

    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json).toEqual({ message: 'The most you can pay is the balance due, $700' });
    expect(tooLittle.status).toBe(400);
    expect((tooLittle.json as { message: string }).message).toContain('The smallest payment is $1.00');
    expect(await moneyOf(booking.id)).toEqual(before);
  });

  it('refuses to record a payment of another booking through a link, and writes nothing', async () => {
    const mine = (await givenDepositPaidBooking({ travelers: 1 })).booking;
    const theirs = (await givenDepositPaidBooking({ travelers: 1 })).booking;
    const myToken = await givenPayLink(mine.id);
    const theirIntent = await paidThroughLink(await givenPayLink(theirs.id), 10_000);
    const before = { mine: await moneyOf(mine.id), theirs: await moneyOf(theirs.id) };

    const answer = await record(myToken, theirIntent.paymentIntentId);

    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ message: 'This payment is not a completed balance payment for this booking' });
    expect({ mine: await moneyOf(mine.id), theirs: await moneyOf(theirs.id) }).toEqual(before);
  });

  it('refuses a wrong or expired link on both calls before Stripe is asked, and writes nothing', async () => {
    const { booking } = await givenDepositPaidBooking({ travelers: 1 });
    const now = Date.now();
    const lapsed = await givenPayLink(booking.id, { now: new Date(now - 40 * DAY_MS), validUntil: new Date(now - 1000) });
    const intent = await paidThroughLink(await givenPayLink(booking.id), 10_000);
    const before = await moneyOf(booking.id);

    const answers = [
      await startPayment('B'.repeat(43), 10_000),
      await record('B'.repeat(43), intent.paymentIntentId),
      await startPayment(lapsed, 10_000),
      await record(lapsed, intent.paymentIntentId),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 410, 410]);
    expect(answers.map((answer) => (answer.json as { message: string }).message)).toEqual([
      PAY_LINK_NOT_FOUND_MESSAGE,
      PAY_LINK_NOT_FOUND_MESSAGE,
      PAY_LINK_EXPIRED_MESSAGE,
      PAY_LINK_EXPIRED_MESSAGE,
    ]);
    expect(await moneyOf(booking.id)).toEqual(before);
  });

  it('refuses a booking still unpaid, lapsed or released, with the reason', async () => {
    const trip = await givenBookablePackage();
    const unpaid = await givenPayLink((await givenBooking(trip.id)).id);
    const lapsed = await givenPayLink((await givenBooking(trip.id, { status: 'expired' })).id);
    const released = await givenPayLink((await givenBooking(trip.id, { status: 'cancelled' })).id);

    const answers = [await startPayment(unpaid, 10_000), await startPayment(lapsed, 10_000), await startPayment(released, 10_000)];

    expect(answers.map((answer) => answer.status)).toEqual([409, 409, 409]);
    expect(answers.map((answer) => answer.json)).toEqual([
      { message: 'Pay the deposit for this booking first' },
      { message: NO_BALANCE_TO_PAY_MESSAGE },
      { message: BOOKING_CANCELLED_MESSAGE },
    ]);
  });
});

describe('POST /api/bookings/{id}/pay-links/revoke', () => {
  const revoke = (bookingId: string, cookies: string[] = []) =>
    invoke(revokePayLinks, routes.revokePayLinks, { params: { id: bookingId }, cookies });

  it('stops every link made so far, on every call, records who did it, and lets a later link work', async () => {
    const { booking } = await givenDepositPaidBooking({ travelers: 1 });
    const earlier = await givenPayLink(booking.id, { now: new Date(Date.now() - DAY_MS) });
    const admin = await givenSessionCookie('admin');

    const revoked = await revoke(booking.id, [admin.cookie]);

    expect(revoked.status).toBe(200);
    expect(BookingResponse.parse(revoked.json).booking).toMatchObject({ id: booking.id, status: 'deposit_paid' });
    expect((await findBooking(booking.id))?.payLinksRevokedAt).toEqual(expect.any(String));
    expect(await listAuditEntries(booking.packageId)).toEqual([
      expect.objectContaining({
        action: 'pay-links-revoked',
        by: admin.subject,
        departureId: testDeparture.id,
        changes: [{ field: 'payLinks', from: booking.reference, to: 'revoked' }],
      }),
    ]);
    const before = await moneyOf(booking.id);
    const answers = [await open(earlier), await startPayment(earlier, 10_000), await record(earlier, 'pi_000000000000')];
    expect(answers.map((answer) => answer.status)).toEqual([410, 410, 410]);
    expect(answers.map((answer) => answer.json)).toEqual(Array.from({ length: 3 }, () => ({ message: PAY_LINK_REVOKED_MESSAGE })));
    expect(await moneyOf(booking.id)).toEqual(before);

    const later = await givenPayLink(booking.id, { now: new Date(Date.now() + 1000) });
    expect((await open(later)).status).toBe(200);
  });

  it('is the admin’s: 401 without a session or with a customer’s, 404 for no such booking', async () => {
    const { booking } = await givenDepositPaidBooking({ travelers: 1 });
    const customer = await givenSessionCookie('customer');
    const admin = await givenSessionCookie('admin');

    expect((await revoke(booking.id)).status).toBe(401);
    expect((await revoke(booking.id, [customer.cookie])).status).toBe(401);
    expect((await revoke('no-such-booking', [admin.cookie])).status).toBe(404);
    expect((await findBooking(booking.id))?.payLinksRevokedAt).toBeUndefined();
  });
});

describe('payLinkUrl', () => {
  it('puts the token in the fragment, never in the path or the query string', () => {
    const url = new URL(payLinkUrl('https://www.example.com', 'T'.repeat(43)));
    expect(url.pathname).toBe('/pay');
    expect(url.search).toBe('');
    expect(url.hash).toBe(`#${'T'.repeat(43)}`);
  });
});
