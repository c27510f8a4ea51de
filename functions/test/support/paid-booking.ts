import { routes } from '@sunward/shared/routes';
import { expect } from 'vitest';
import { handler as createPaymentIntent } from '../../src/handlers/create-payment-intent';
import { handler as recordAdditionalPayment } from '../../src/handlers/record-additional-payment';
import { handler as recordDepositPayment } from '../../src/handlers/record-deposit-payment';
import { SESSION_COOKIE } from '../../src/http/session-cookie';
import { type BookingRecord, findBooking } from '../../src/store/booking-repository';
import { createSession } from '../../src/store/session-repository';
import { invoke } from './invoke';
import { confirmAsBrowser } from './stripe';
import { givenBookablePackage, givenBooking } from './test-data';

interface IntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
}

export async function storedBooking(id: string): Promise<BookingRecord> {
  const booking = await findBooking(id);
  if (!booking) throw new Error('The booking vanished');
  return booking;
}

/** A customer session of `email`, as a verified one-time code gives. */
export async function customerCookieOf(email: string): Promise<string> {
  const { id } = await createSession({ role: 'customer', subject: email, lifetimeSeconds: 3600 }, new Date());
  return `${SESSION_COOKIE}=${id}`;
}

/**
 * A booking of `travelers` at $1,000 each whose $300-per-person deposit was paid by card through
 * the Stripe stub and recorded as the browser records it: its confirmation is in the outbox.
 */
export async function givenDepositPaidBooking(options: { travelers?: number } = {}) {
  const trip = await givenBookablePackage({ priceCents: 100_000, capacity: 12 });
  const booking = await givenBooking(trip.id, { travelers: options.travelers ?? 2 });
  const deposit = await invoke(createPaymentIntent, routes.createPaymentIntent, { body: { bookingId: booking.id, purpose: 'deposit' } });
  const { paymentIntentId, clientSecret } = deposit.json as IntentAnswer;
  await confirmAsBrowser(paymentIntentId, clientSecret, '4242 4242 4242 4242');
  const recorded = await invoke(recordDepositPayment, routes.recordDepositPayment, { params: { id: booking.id }, body: { paymentIntentId } });
  expect(recorded.status).toBe(200);
  return { trip, booking: await storedBooking(booking.id) };
}

/** A balance payment of `amount` cents the traveller made in Stripe, not yet recorded: its PaymentIntent. */
export async function paidAtStripe(bookingId: string, amount: number, cookie: string): Promise<string> {
  const started = await invoke(createPaymentIntent, routes.createPaymentIntent, { body: { bookingId, purpose: 'balance', amount }, cookies: [cookie] });
  expect(started.status).toBe(200);
  const intent = started.json as IntentAnswer;
  expect((await confirmAsBrowser(intent.paymentIntentId, intent.clientSecret, '4242 4242 4242 4242')).status).toBe(200);
  return intent.paymentIntentId;
}

/** A balance payment of `amount` cents by card, made and recorded as My booking does. */
export async function paidTowardsBalance(booking: BookingRecord, amount: number): Promise<void> {
  const cookie = await customerCookieOf(booking.email);
  const paymentIntentId = await paidAtStripe(booking.id, amount, cookie);
  const recorded = await invoke(recordAdditionalPayment, routes.recordAdditionalPayment, {
    params: { id: booking.id },
    body: { paymentIntentId, amount },
    cookies: [cookie],
  });
  expect(recorded.status).toBe(200);
}
