import type Stripe from 'stripe';
import type { CustomerRecord } from './stripe-customers';
import { noSuch } from './stripe-errors';
import type { ChargeRecord, DisputeRecord, IntentRecord, RefundRecord } from './stripe-objects';
import type { PaymentMethodRecord } from './stripe-payment-methods';
import type { SetupIntentRecord } from './stripe-setup-intents';

/** Everything the stub keeps; what a data file holds between runs of `npm start`. */
export interface StubState {
  paymentIntents: Record<string, IntentRecord>;
  /** Absent in data files written before the stub kept charges. */
  charges?: Record<string, ChargeRecord & { disputed?: boolean }>;
  refunds?: Record<string, RefundRecord>;
  disputes?: Record<string, DisputeRecord>;
  /** Absent in data files written before the stub kept Customers, PaymentMethods and SetupIntents. */
  customers?: Record<string, CustomerRecord>;
  paymentMethods?: Record<string, PaymentMethodRecord>;
  setupIntents?: Record<string, SetupIntentRecord>;
  events?: Stripe.Event[];
  /** Idempotency key → the request's fingerprint and the object it created. */
  idempotency: Record<string, { fingerprint: string; id: string; created?: number }>;
  /**
   * Idempotency key → the answer of any other POST made with it (a refund, a cancel, …): its path
   * and body's fingerprint, the status and the body answered. Absent in data files written before;
   * answers kept before errors were kept have no status (they were all 200).
   */
  idempotentAnswers?: Record<string, { fingerprint: string; answer: unknown; status?: number; created?: number }>;
}

/** What each resource's module is given: the state, how to keep it, and how to send an event. */
export interface StubContext {
  state: StubState;
  save: () => void;
  /** Keeps and posts an event; `previous` is its `data.previous_attributes`, for the events Stripe gives them. */
  emit: <E extends Stripe.Event>(type: E['type'], object: E['data']['object'], previous?: Record<string, unknown>) => void;
  /** The stub's clock: a card's expiry is checked against it. */
  now: () => Date;
}

export function findIntent(context: StubContext, id: string): IntentRecord {
  const intent = context.state.paymentIntents[id];
  if (!intent) throw noSuch('payment_intent', id, 'intent');
  return intent;
}

/** Stripe forgets an idempotency key 24 hours after its first use; then the key is new again. */
const IDEMPOTENCY_KEPT_SECONDS = 24 * 60 * 60;

/** The entry kept for an idempotency key while Stripe would still remember it (entries of older data files have no time, and are kept). */
export function remembered<T extends { created?: number }>(context: StubContext, entry: T | undefined): T | undefined {
  if (!entry || entry.created === undefined) return entry;
  return Math.floor(context.now().getTime() / 1000) - entry.created < IDEMPOTENCY_KEPT_SECONDS ? entry : undefined;
}
