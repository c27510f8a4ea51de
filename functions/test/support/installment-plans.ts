import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localStripeKeys } from '@sunward/emulators/stripe-stub';
import { addDays, agencyInstant } from '@sunward/shared/rules/agency-calendar';
import { INSTALLMENT_CONSENT_VERSION } from '@sunward/shared/rules/installment-consent';
import { addMonthsClamped, installmentChargeTime, installmentNoticeTime, planInstallments } from '@sunward/shared/rules/installment-plan';
import { bookingKey, timedWorkKey } from '@sunward/shared/table';
import { expect, inject } from 'vitest';
import { createCustomer } from '../../src/adapters/saved-cards';
import { runTimedWork } from '../../src/jobs/timed-work';
import { type BookingRecord, findBooking } from '../../src/store/booking-repository';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { INSTALLMENT_CHARGE, INSTALLMENT_NOTICE, type StoredPlan } from '../../src/store/installment-charge-repository';
import { timedWorkPut } from '../../src/store/timed-work-repository';
import { currentFunction } from './item-access-recorder';
import { givenDepositRecorded } from './paid-booking';

/**
 * Bookings with a plan of automatic installments (decision 047), arranged as the plan's start
 * leaves them: the deposit recorded, a Stripe Customer with a test card attached in the stub, the
 * plan on the booking and its first notice and charge items. Each test gives its own opt-in day,
 * so its timed work is due in a year no other test uses.
 */

/** Stripe's test PaymentMethods the stub knows: each is attached as a new card of the Customer. */
export type TestPaymentMethod =
  | 'pm_card_visa'
  | 'pm_card_chargeDeclinedInsufficientFunds'
  | 'pm_card_chargeDeclinedExpiredCard'
  | 'pm_card_chargeCustomerFail'
  | 'pm_card_authenticationRequiredOnSetup'
  | 'pm_card_authenticationRequired';

/** One run of the minute job's timed work, as the schedule starts it. */
export const runMinuteJob = (now: Date) => currentFunction.run('expire-holds', () => runTimedWork(now));

/** Morocco's price per person: a $300 deposit, then six payments of $393. */
export const MOROCCO_PRICE_CENTS = 265_800;

export interface PlanBookingArranged {
  booking: BookingRecord & { balanceDueDate: string };
  plan: StoredPlan;
  /** The opt-in day and the balance due date. */
  startDate: string;
  dueDate: string;
}

async function attachCard(customerId: string, method: TestPaymentMethod): Promise<{ id: string; last4: string; brand: string }> {
  const response = await fetch(`${inject('stripeBaseUrl')}/v1/payment_methods/${method}/attach`, {
    method: 'POST',
    headers: { authorization: `Bearer ${localStripeKeys.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ customer: customerId }),
  });
  expect(response.status).toBe(200);
  const attached = (await response.json()) as { id: string; card: { last4: string; brand: string } };
  return { id: attached.id, last4: attached.card.last4, brand: attached.card.brand };
}

/**
 * A one-traveller booking at Morocco's price whose deposit was recorded on `startDate` (the agency's
 * day), with the plan it would get that day charging `card`: six installments a month apart, its
 * balance due ten days after the last.
 */
export async function givenPlanBooking(
  startDate: string,
  card: TestPaymentMethod,
  options: { cardExpires?: { month: number; year: number } } = {},
): Promise<PlanBookingArranged> {
  const dueDate = addDays(addMonthsClamped(startDate, 6), 10);
  const bookedAt = agencyInstant(startDate, 12);
  const booking = await givenDepositRecorded(dueDate, bookedAt, { travelers: 1, priceCents: MOROCCO_PRICE_CENTS });

  const customer = await createCustomer({ email: booking.email, name: `${booking.firstName} ${booking.lastName}`, bookingId: booking.id, idempotencyKey: `customer-${booking.id}` });
  const method = await attachCard(customer.id, card);
  const installments = planInstallments({ balanceCents: booking.balanceDueCents, startDate, balanceDueDate: dueDate });
  expect(installments).toHaveLength(6);
  const plan: StoredPlan = {
    state: 'active',
    consentVersion: INSTALLMENT_CONSENT_VERSION,
    consentedAt: bookedAt.toISOString(),
    customerId: customer.id,
    paymentMethodId: method.id,
    card: { brand: method.brand, last4: method.last4, expMonth: options.cardExpires?.month ?? 12, expYear: options.cardExpires?.year ?? 2099 },
    installments: installments.map((installment) => ({ number: installment.number, date: installment.date, amountCents: installment.amountCents, state: 'scheduled', attempts: 0 })),
    failuresInRow: 0,
    changedAt: bookedAt.toISOString(),
  };
  const first = installments[0]!;
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName,
            Key: bookingKey(booking.id),
            UpdateExpression: 'SET autoPay = :plan',
            ExpressionAttributeValues: { ':plan': plan },
          },
        },
        timedWorkPut(INSTALLMENT_NOTICE, booking.id, installmentNoticeTime(first.date)),
        timedWorkPut(INSTALLMENT_CHARGE, booking.id, installmentChargeTime(first.date)),
      ],
    }),
  );
  return { booking: { ...booking, autoPay: plan }, plan, startDate, dueDate };
}

/** The booking as stored now, with its plan. */
export async function storedPlanBooking(id: string): Promise<BookingRecord & { autoPay: StoredPlan }> {
  const booking = await findBooking(id);
  if (!booking?.autoPay) throw new Error(`Booking ${id} has no plan`);
  return { ...booking, autoPay: booking.autoPay };
}

/** A booking's timed work item of one kind, as stored (undefined when there is none). */
export async function timedWorkItem(kind: string, bookingId: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: timedWorkKey(kind, bookingId), ConsistentRead: true }));
  return Item;
}

/** Marks a booking as the operator's release leaves it, its plan left as it was: the charge job must see it is cancelled. */
export async function markReleased(bookingId: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: bookingKey(bookingId),
      UpdateExpression: 'SET #status = :cancelled',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':cancelled': 'cancelled' },
    }),
  );
}

/** The PaymentIntent as the stub holds it. */
export async function stubPaymentIntent(id: string): Promise<{ id: string; status: string; amount: number; metadata: Record<string, string>; customer: string | null }> {
  const response = await fetch(`${inject('stripeBaseUrl')}/v1/payment_intents/${id}`, { headers: { authorization: `Bearer ${localStripeKeys.secretKey}` } });
  return (await response.json()) as { id: string; status: string; amount: number; metadata: Record<string, string>; customer: string | null };
}

/**
 * Confirms a PaymentIntent as the pay link's page does with Stripe.js after a refused charge: the
 * plan's card, saved again for later charges, then the bank's authentication completed (or
 * failed) on the stub's local page.
 */
export async function authenticateAsTraveller(
  intent: { paymentIntentId: string; clientSecret: string; paymentMethodId: string },
  outcome: 'complete' | 'fail',
): Promise<string> {
  const base = inject('stripeBaseUrl');
  const confirmed = await fetch(`${base}/v1/payment_intents/${intent.paymentIntentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: localStripeKeys.publishableKey,
      client_secret: intent.clientSecret,
      payment_method: intent.paymentMethodId,
      setup_future_usage: 'off_session',
    }),
  });
  const answer = (await confirmed.json()) as { status?: string };
  expect(answer.status).toBe('requires_action');
  const decided = await fetch(`${base}/authenticate/${intent.paymentIntentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ outcome }),
  });
  return ((await decided.json()) as { status: string }).status;
}
