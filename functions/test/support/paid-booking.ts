import { addDays } from '@sunward/shared/rules/agency-calendar';
import { routes } from '@sunward/shared/routes';
import { expect } from 'vitest';
import { handler as createPaymentIntent } from '../../src/handlers/create-payment-intent';
import { handler as recordAdditionalPayment } from '../../src/handlers/record-additional-payment';
import { handler as recordDepositPayment } from '../../src/handlers/record-deposit-payment';
import { SESSION_COOKIE } from '../../src/http/session-cookie';
import { type BookingRecord, findBooking } from '../../src/store/booking-repository';
import { createSession } from '../../src/store/session-repository';
import { recordDeposit } from '../../src/store/deposit-recorder';
import { currentFunction } from './item-access-recorder';
import { invoke } from './invoke';
import { type TestCard, confirmAsBrowser } from './stripe';
import { departureOn, givenBookablePackage, givenBooking, uniqueId } from './test-data';

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
 * A booking of `travelers` (two unless told) at $1,000 each whose $300-per-person deposit was paid
 * by `card` (4242 unless told) through the Stripe stub and recorded as the browser records it: its
 * confirmation is in the outbox.
 */
export async function givenDepositPaidBooking(options: { travelers?: number; card?: TestCard } = {}) {
  const trip = await givenBookablePackage({ priceCents: 100_000, capacity: 12 });
  const booking = await givenBooking(trip.id, { travelers: options.travelers ?? 2 });
  const deposit = await invoke(createPaymentIntent, routes.createPaymentIntent, { body: { bookingId: booking.id, purpose: 'deposit' } });
  const { paymentIntentId, clientSecret } = deposit.json as IntentAnswer;
  expect((await confirmAsBrowser(paymentIntentId, clientSecret, options.card ?? '4242 4242 4242 4242')).status).toBe(200);
  const recorded = await invoke(recordDepositPayment, routes.recordDepositPayment, { params: { id: booking.id }, body: { paymentIntentId } });
  expect(recorded.status).toBe(200);
  return { trip, booking: await storedBooking(booking.id), paymentIntentId };
}

/**
 * A booking on a departure whose balance falls due on `dueDate`, booked at `bookedAt` and its
 * deposit recorded then, as the deposit recorder leaves it.
 */
export async function givenDepositRecorded(
  dueDate: string,
  bookedAt: Date,
  options: { travelers?: number; priceCents?: number } = {},
): Promise<BookingRecord & { balanceDueDate: string }> {
  const departure = departureOn(addDays(dueDate, 45), { balanceDueDate: dueDate });
  const trip = await givenBookablePackage({ departures: [departure], ...(options.priceCents ? { priceCents: options.priceCents } : {}) });
  const booking = await givenBooking(trip.id, { now: bookedAt, departureId: departure.id, travelers: options.travelers ?? 2 });
  const paid = await currentFunction.run('record-deposit-payment', () =>
    recordDeposit(
      booking.id,
      { bookingId: booking.id, paymentIntentId: uniqueId('pi_deposit'), amountCents: booking.depositCents, purpose: 'deposit', paidAt: bookedAt.toISOString() },
      { recorded: () => [], refundDue: () => [] },
    ),
  );
  expect(paid.outcome).toBe('recorded');
  const recorded = await storedBooking(booking.id);
  if (!recorded.balanceDueDate) throw new Error('The booking has no due date');
  return { ...recorded, balanceDueDate: recorded.balanceDueDate };
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
