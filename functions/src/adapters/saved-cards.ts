import Stripe from 'stripe';
import { idOf, isMissing, stripeClient } from './stripe-client';

/** Saved cards for automatic payments: the traveller's Customer, SetupIntents and PaymentMethods, through Stripe's SDK. */

/** A saved card as the traveller knows it: brand (`visa`, `mastercard`, …), last 4 digits, expiry. */
export interface CardView {
  brand: string;
  last4: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
}

export function cardOf(method: Stripe.PaymentMethod): CardView {
  const card = method.card;
  // Only cards are ever saved here (every intent is card-only), so a method without one is a bug.
  if (!card) throw new Error(`Payment method ${method.id} is a ${method.type}, not a card`);
  return { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

/**
 * A Stripe Customer for one booking's traveller: the owner a card must be attached to before it
 * can be charged again without them. The same `idempotencyKey` (e.g. `customer-<bookingId>`)
 * answers the same Customer, so a retried call never makes a second.
 */
export async function createCustomer(input: { email: string; name: string; bookingId: string; idempotencyKey: string }): Promise<{ id: string }> {
  const { stripe } = await stripeClient();
  const customer = await stripe.customers.create(
    { email: input.email, name: input.name, metadata: { bookingId: input.bookingId } },
    { idempotencyKey: input.idempotencyKey },
  );
  return { id: customer.id };
}

/**
 * The booking a Customer was made for (the `bookingId` `createCustomer` put in its metadata), or
 * undefined for a Customer Stripe does not know, deleted, or not made by this site.
 */
export async function bookingOfCustomer(customerId: string): Promise<string | undefined> {
  const { stripe } = await stripeClient();
  try {
    const customer = await stripe.customers.retrieve(customerId);
    if (customer.deleted) return undefined;
    return customer.metadata.bookingId || undefined;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** A SetupIntent in our terms; `status` is Stripe's (`requires_payment_method`, `requires_action`, `succeeded`, …). */
export interface SetupIntentView {
  id: string;
  status: Stripe.SetupIntent.Status;
  customerId: string | null;
  /** The card it saved, once it has one. */
  paymentMethodId: string | null;
  metadata: Readonly<Record<string, string>>;
}

/**
 * A SetupIntent that saves a card on the Customer for charges made later without the traveller
 * (`usage: 'off_session'`): confirmed in the browser, where the bank may ask the traveller to
 * authenticate once so that those charges need not. Its metadata names the booking and why.
 */
export async function createSetupIntent(input: {
  customerId: string;
  bookingId: string;
  purpose: string;
  idempotencyKey: string;
}): Promise<{ id: string; clientSecret: string; status: Stripe.SetupIntent.Status }> {
  const { stripe } = await stripeClient();
  const intent = await stripe.setupIntents.create(
    {
      customer: input.customerId,
      usage: 'off_session',
      // As for payments: cards only, confirmed on our page without a redirect.
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      metadata: { bookingId: input.bookingId, purpose: input.purpose },
    },
    { idempotencyKey: input.idempotencyKey },
  );
  if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} came without a client secret`);
  return { id: intent.id, clientSecret: intent.client_secret, status: intent.status };
}

/** The SetupIntent as Stripe has it now, or undefined when Stripe does not know the id. */
export async function retrieveSetupIntent(id: string): Promise<SetupIntentView | undefined> {
  const { stripe } = await stripeClient();
  try {
    const intent = await stripe.setupIntents.retrieve(id);
    return {
      id: intent.id,
      status: intent.status,
      customerId: idOf(intent.customer) ?? null,
      paymentMethodId: idOf(intent.payment_method) ?? null,
      metadata: intent.metadata ?? {},
    };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** A saved card and the Customer it is attached to (null once detached). */
export interface PaymentMethodView {
  id: string;
  customerId: string | null;
  card: CardView;
}

/** The card as Stripe has it now (its expiry may have been moved on by the card updater), or undefined when unknown. */
export async function retrievePaymentMethod(id: string): Promise<PaymentMethodView | undefined> {
  const { stripe } = await stripeClient();
  try {
    const method = await stripe.paymentMethods.retrieve(id);
    return { id: method.id, customerId: idOf(method.customer) ?? null, card: cardOf(method) };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * The card a PaymentIntent was paid with and the Customer it is saved on: what a deposit made with
 * `saveCardForLater` leaves for the later charges. Undefined when Stripe does not know the
 * PaymentIntent or it has no card yet.
 */
export async function paymentMethodOfIntent(paymentIntentId: string): Promise<{ paymentMethodId: string; customerId: string | null; card: CardView } | undefined> {
  const { stripe } = await stripeClient();
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['payment_method'] });
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  const method = intent.payment_method;
  if (!method || typeof method === 'string') return undefined;
  return { paymentMethodId: method.id, customerId: idOf(intent.customer) ?? idOf(method.customer) ?? null, card: cardOf(method) };
}

/**
 * Detaches a card from its Customer, after which Stripe refuses to charge it. A card already
 * detached, or unknown to Stripe, is left as it is: the caller wanted it gone, and it is.
 */
export async function detachPaymentMethod(id: string): Promise<void> {
  const { stripe } = await stripeClient();
  const method = await retrievePaymentMethod(id);
  if (!method?.customerId) return;
  try {
    await stripe.paymentMethods.detach(id);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    // Detached in between (a second switch-off at the same time): Stripe refuses, and it is gone.
    if (!(await retrievePaymentMethod(id))?.customerId) return;
    throw error;
  }
}
