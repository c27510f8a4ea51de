import { routes } from '@sunward/shared/routes';
import { Booking } from '@sunward/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { handler as createPaymentIntent } from '../../src/handlers/create-payment-intent';
import { handler as recordAdditionalPayment } from '../../src/handlers/record-additional-payment';
import { handler as stripeWebhook } from '../../src/handlers/stripe-webhook';
import { type BookingRecord, findBooking } from '../../src/store/booking-repository';
import { listPayments } from '../../src/store/payment-repository';
import { invoke } from '../support/invoke';
import { mailsTo } from '../support/mailbox';
import { confirmAsBrowser, signedPaymentEvent, stripePaymentIntent } from '../support/stripe';
import { givenBookablePackage, givenBooking } from '../support/test-data';
import { customerCookieOf, givenDepositPaidBooking } from '../support/paid-booking';

const agencyAddress = 'hello@sunward.test';

interface IntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
}

/** A one-traveller booking of $1,000 whose deposit was paid and recorded, and its traveller signed in. */
async function givenDepositPaidAndSignedIn(): Promise<{ booking: BookingRecord; cookie: string }> {
  const { booking } = await givenDepositPaidBooking({ travelers: 1 });
  return { booking, cookie: await customerCookieOf(booking.email) };
}

async function startBalance(bookingId: string, amount: number, cookie?: string) {
  const response = await invoke(createPaymentIntent, routes.createPaymentIntent, {
    body: { bookingId, purpose: 'balance', amount },
    ...(cookie ? { cookies: [cookie] } : {}),
  });
  return { ...response, intent: response.json as IntentAnswer };
}

async function paidBalance(bookingId: string, amount: number, cookie: string) {
  const { status, intent } = await startBalance(bookingId, amount, cookie);
  expect(status).toBe(200);
  const confirmation = await confirmAsBrowser(intent.paymentIntentId, intent.clientSecret, '4242 4242 4242 4242');
  expect(confirmation.status).toBe(200);
  return intent;
}

function recordFromBrowser(bookingId: string, paymentIntentId: string, amount: number, cookie?: string) {
  return invoke(recordAdditionalPayment, routes.recordAdditionalPayment, {
    params: { id: bookingId },
    body: { paymentIntentId, amount },
    ...(cookie ? { cookies: [cookie] } : {}),
  });
}

async function recordFromWebhook(paymentIntentId: string) {
  const { body, headers } = await signedPaymentEvent(paymentIntentId);
  return invoke(stripeWebhook, routes.stripeWebhook, { body, headers });
}

async function balanceMails(booking: BookingRecord) {
  const receipts = (await mailsTo(booking.email)).filter((mail) => mail.subject.startsWith('Payment received'));
  const notices = (await mailsTo(agencyAddress)).filter((mail) => mail.replyTo.includes(booking.email) && !mail.subject.startsWith('New booking'));
  return { receipts, notices };
}

describe('POST /api/create-payment-intent (balance)', () => {
  it('asks Stripe for the amount the owner chose, for the booking’s balance', async () => {
    const { booking, cookie } = await givenDepositPaidAndSignedIn();

    const { status, intent } = await startBalance(booking.id, 25_000, cookie);

    expect(status).toBe(200);
    expect(intent.amount).toBe(25_000);
    expect(await stripePaymentIntent(intent.paymentIntentId)).toMatchObject({
      amount: 25_000,
      currency: 'usd',
      metadata: { bookingId: booking.id, purpose: 'balance' },
    });
    expect(await findBooking(booking.id)).toMatchObject({ openBalancePaymentIntentId: intent.paymentIntentId });
  });

  it('answers 401 without a customer session and 404 for another customer’s booking', async () => {
    const { booking } = await givenDepositPaidAndSignedIn();
    const stranger = await customerCookieOf('someone-else@example.com');

    const anonymous = await startBalance(booking.id, 10_000);
    const notTheirs = await startBalance(booking.id, 10_000, stranger);

    expect(anonymous.status).toBe(401);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.json).toEqual({ message: 'Booking not found' });
  });

  it('refuses an amount above the balance due, or under $1, with a clear message', async () => {
    const { booking, cookie } = await givenDepositPaidAndSignedIn();

    const tooMuch = await startBalance(booking.id, booking.balanceDueCents + 1, cookie);
    const tooLittle = await startBalance(booking.id, 99, cookie);

    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json).toEqual({ message: 'The most you can pay is the balance due, $700' });
    expect(tooLittle.status).toBe(400);
    expect((tooLittle.json as { message: string }).message).toContain('The smallest payment is $1.00');
  });

  it('refuses a balance payment before the deposit is paid', async () => {
    const booking = await givenBooking((await givenBookablePackage()).id);

    const answer = await startBalance(booking.id, 10_000, await customerCookieOf(booking.email));

    expect(answer.status).toBe(409);
  });

  it('cancels the previous open PaymentIntent when a second one is started', async () => {
    const { booking, cookie } = await givenDepositPaidAndSignedIn();

    const first = await startBalance(booking.id, 10_000, cookie);
    const second = await startBalance(booking.id, 20_000, cookie);

    expect(second.intent.paymentIntentId).not.toBe(first.intent.paymentIntentId);
    expect(await stripePaymentIntent(first.intent.paymentIntentId)).toMatchObject({ status: 'canceled' });
    expect(await stripePaymentIntent(second.intent.paymentIntentId)).toMatchObject({ status: 'requires_payment_method' });
    expect(await findBooking(booking.id)).toMatchObject({ openBalancePaymentIntentId: second.intent.paymentIntentId });
    const lateConfirm = await confirmAsBrowser(first.intent.paymentIntentId, first.intent.clientSecret, '4242 4242 4242 4242');
    expect(lateConfirm.status).toBe(400);
  });
});

describe('POST /api/bookings/{id}/additional-payment', () => {
  it('records a balance payment: totals move together, receipt and agency notice mailed once, in text and HTML', async () => {
    const { booking, cookie } = await givenDepositPaidAndSignedIn();
    const intent = await paidBalance(booking.id, 25_000, cookie);

    const response = await recordFromBrowser(booking.id, intent.paymentIntentId, 25_000, cookie);

    expect(response.status).toBe(200);
    const answered = Booking.parse((response.json as { booking: unknown }).booking);
    expect(answered).toMatchObject({
      status: 'deposit_paid',
      fullPaymentPaid: false,
      amountPaid: 30_000 + 25_000,
      balanceDue: 100_000 - 55_000,
      reference: booking.reference,
    });
    const stored = await findBooking(booking.id);
    expect(stored?.openBalancePaymentIntentId).toBeUndefined();
    expect(await listPayments(booking.id)).toEqual([
      expect.objectContaining({ purpose: 'deposit', amountCents: 30_000 }),
      expect.objectContaining({ paymentIntentId: intent.paymentIntentId, purpose: 'balance', amountCents: 25_000 }),
    ]);

    const { receipts, notices } = await balanceMails(booking);
    expect(receipts).toHaveLength(1);
    expect(notices).toHaveLength(1);
    const [receipt] = receipts;
    const [notice] = notices;
    // The traveller is sent to My booking; the agency to the booking in the admin.
    for (const [mail, link] of [
      [receipt, 'http://localhost:3000/my-booking'],
      [notice, `http://localhost:3000/admin/dashboard?booking=${booking.reference}`],
    ] as const) {
      expect(mail?.subject).toContain(booking.reference);
      expect(mail?.text).toContain(`Booking reference: ${booking.reference}`);
      expect(mail?.text).toContain(link);
      expect(mail?.text).not.toContain('pi_');
      expect(mail?.html).toContain('<html lang="en">');
      expect(mail?.html).toContain('<h1');
      expect(mail?.html).toContain('Sunward Group Travel');
      expect(mail?.html).toContain(booking.reference);
      expect(mail?.html).toContain(`href="${link}"`);
      expect(mail?.html).not.toContain('pi_');
    }
    expect(notice?.text).not.toContain('http://localhost:3000/my-booking');
    expect(receipt?.text).toContain('Payment: $250');
    expect(receipt?.text).toContain('Balance due: $450');
    expect(receipt?.text).toMatch(/Paid on: \w+ \d+, \d{4} at \d+:\d\d [AP]M E[SD]T/);
    expect(notice?.subject).toBe(`Balance payment: Ana Lima, ${booking.reference}`);
  });

  it('counts a balance payment once under 20 concurrent recordings, browser calls and webhooks mixed', async () => {
    const { booking, cookie } = await givenDepositPaidAndSignedIn();
    const intent = await paidBalance(booking.id, 40_000, cookie);

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0 ? recordFromBrowser(booking.id, intent.paymentIntentId, 40_000, cookie) : recordFromWebhook(intent.paymentIntentId),
      ),
    );

    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
    // Every browser call answers the booking with the payment counted, whichever call wrote it.
    for (const response of responses.filter((_, index) => index % 2 === 0)) {
      expect((response.json as { booking: Booking }).booking).toMatchObject({ amountPaid: 70_000, balanceDue: 30_000 });
    }
    expect(await findBooking(booking.id)).toMatchObject({ amountPaidCents: 70_000, balanceDueCents: 30_000, status: 'deposit_paid' });
    expect((await listPayments(booking.id)).filter((payment) => payment.purpose === 'balance')).toHaveLength(1);
    const { receipts, notices } = await balanceMails(booking);
    expect(receipts).toHaveLength(1);
    expect(notices).toHaveLength(1);
  });

  it('confirms the booking and sets fullPaymentPaid when the balance reaches 0', async () => {
    const { booking, cookie } = await givenDepositPaidAndSignedIn();
    const intent = await paidBalance(booking.id, booking.balanceDueCents, cookie);

    const response = await recordFromBrowser(booking.id, intent.paymentIntentId, booking.balanceDueCents, cookie);

    expect(response.status).toBe(200);
    expect((response.json as { booking: Booking }).booking).toMatchObject({
      status: 'confirmed',
      fullPaymentPaid: true,
      depositPaid: true,
      amountPaid: 100_000,
      balanceDue: 0,
    });
    const { receipts, notices } = await balanceMails(booking);
    expect(receipts[0]?.text).toContain('Your trip is now paid in full');
    expect(notices[0]?.subject).toContain('(paid in full)');
  });

  it('records money taken beyond the balance (two tabs paid at once), keeps the balance at 0 and tells the agency', async () => {
    const { booking, cookie } = await givenDepositPaidAndSignedIn();
    // Tab one pays the whole balance; before it is recorded, tab two starts and pays $300 more.
    const first = await paidBalance(booking.id, 70_000, cookie);
    const second = await paidBalance(booking.id, 30_000, cookie);

    const firstAnswer = await recordFromBrowser(booking.id, first.paymentIntentId, 70_000, cookie);
    const secondAnswer = await recordFromBrowser(booking.id, second.paymentIntentId, 30_000, cookie);

    expect(firstAnswer.status).toBe(200);
    expect(secondAnswer.status).toBe(200);
    expect(await findBooking(booking.id)).toMatchObject({
      status: 'confirmed',
      amountPaidCents: 130_000,
      balanceDueCents: 0,
      overpaidCents: 30_000,
    });
    expect(await listPayments(booking.id)).toHaveLength(3);
    const { receipts, notices } = await balanceMails(booking);
    expect(receipts).toHaveLength(2);
    expect(notices.map((mail) => mail.subject)).toContain(`Refund needed: Ana Lima overpaid $300, ${booking.reference}`);
    const refundNotice = notices.find((mail) => mail.subject.startsWith('Refund needed'));
    expect(refundNotice?.text).toContain('Please refund $300 to the traveller');
    expect(refundNotice?.text).toContain('Overpaid, to refund: $300');
  });

  it('answers 404 for another customer’s booking and 409 for a PaymentIntent that is not a balance payment of it', async () => {
    const { booking, cookie } = await givenDepositPaidAndSignedIn();
    const intent = await paidBalance(booking.id, 10_000, cookie);
    const other = await givenDepositPaidAndSignedIn();

    const stranger = await recordFromBrowser(booking.id, intent.paymentIntentId, 10_000, other.cookie);
    const wrongBooking = await recordFromBrowser(other.booking.id, intent.paymentIntentId, 10_000, other.cookie);
    const deposit = await recordFromBrowser(booking.id, booking.depositPaymentIntentId ?? '', 30_000, cookie);
    const anonymous = await recordFromBrowser(booking.id, intent.paymentIntentId, 10_000);

    expect(stranger.status).toBe(404);
    expect(wrongBooking.status).toBe(409);
    expect(deposit.status).toBe(409);
    expect(anonymous.status).toBe(401);
    expect(await findBooking(booking.id)).toMatchObject({ amountPaidCents: 30_000 });
  });

  it('records nothing for a balance PaymentIntent that was not paid', async () => {
    const { booking, cookie } = await givenDepositPaidAndSignedIn();
    const { intent } = await startBalance(booking.id, 10_000, cookie);

    const response = await recordFromBrowser(booking.id, intent.paymentIntentId, 10_000, cookie);

    expect(response.status).toBe(409);
    expect(await findBooking(booking.id)).toMatchObject({ amountPaidCents: 30_000, balanceDueCents: 70_000 });
  });
});

describe('POST /api/stripe/webhook (balance)', () => {
  it('records a balance payment from a signed payment_intent.succeeded event, and mails once', async () => {
    const { booking, cookie } = await givenDepositPaidAndSignedIn();
    const intent = await paidBalance(booking.id, 15_000, cookie);

    const response = await recordFromWebhook(intent.paymentIntentId);
    const replay = await recordFromWebhook(intent.paymentIntentId);

    expect(response.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(await findBooking(booking.id)).toMatchObject({ amountPaidCents: 45_000, balanceDueCents: 55_000 });
    const { receipts, notices } = await balanceMails(booking);
    expect(receipts).toHaveLength(1);
    expect(notices).toHaveLength(1);
  });
});
