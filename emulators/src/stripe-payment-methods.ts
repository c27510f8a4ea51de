import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import {
  type CardBehaviour,
  CardParameterError,
  type CardRefusal,
  cardBrand,
  chargeRefusal,
  isTestPaymentMethod,
  type TestCard,
  testPaymentMethodCard,
  typedCard,
} from './stripe-cards';
import { findCustomer } from './stripe-customers';
import { StripeApiError, docUrl, invalidRequest, noSuch } from './stripe-errors';
import { type FormObject, formText } from './stripe-form';
import { newestFirst, page } from './stripe-lists';
import { newId, nowSeconds } from './stripe-objects';
import type { StubContext } from './stripe-state';

/** A card PaymentMethod as the stub keeps it, with what its test card does. */
export interface PaymentMethodRecord {
  id: string;
  created: number;
  /** The Customer it is attached to; null before attaching and after detaching. */
  customer: string | null;
  metadata: Record<string, string>;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; fingerprint: string };
  behaviour: CardBehaviour;
  refusesSetup: boolean;
  /** Set up for charges without the cardholder (a SetupIntent, or a payment with `setup_future_usage`). */
  setUp?: boolean;
  /** Used once without a Customer, or detached: Stripe refuses to use it again. */
  spent?: boolean;
}

const noAddress: Stripe.Address = { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };

/** A card PaymentMethod as the pinned version answers it. */
export function paymentMethodObject(method: PaymentMethodRecord): Stripe.PaymentMethod {
  const { brand, exp_month, exp_year, fingerprint, last4 } = method.card;
  return {
    id: method.id,
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: noAddress, email: null, name: null, phone: null, tax_id: null },
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: brand,
      exp_month,
      exp_year,
      fingerprint,
      funding: 'credit',
      generated_from: null,
      last4,
      networks: { available: [brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: method.created,
    customer: method.customer,
    customer_account: null,
    livemode: false,
    metadata: method.metadata,
    type: 'card',
  };
}

function newPaymentMethod(context: StubContext, card: TestCard): PaymentMethodRecord {
  const method: PaymentMethodRecord = {
    id: newId('pm'),
    created: nowSeconds(),
    customer: null,
    metadata: {},
    card: {
      brand: cardBrand(card.number),
      last4: card.number.slice(-4),
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      fingerprint: createHash('sha256').update(card.number).digest('base64url').slice(0, 16),
    },
    behaviour: card.behaviour,
    refusesSetup: card.refusesSetup,
  };
  context.state.paymentMethods = { ...context.state.paymentMethods, [method.id]: method };
  return method;
}

export function findPaymentMethod(context: StubContext, id: string, param = 'id'): PaymentMethodRecord {
  const method = context.state.paymentMethods?.[id];
  if (!method) throw noSuch('PaymentMethod', id, param);
  return method;
}

/** A PaymentMethod by id, or a new one when `id` is one of Stripe's test PaymentMethods (`pm_card_visa`, …). */
function paymentMethodById(context: StubContext, id: string, param: string): PaymentMethodRecord {
  const card = isTestPaymentMethod(id) ? testPaymentMethodCard(id, context.now()) : undefined;
  return card ? newPaymentMethod(context, card) : findPaymentMethod(context, id, param);
}

const spentMessage =
  'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.';

/**
 * The card a confirm uses: its `payment_method` (an id, or a test PaymentMethod), else its
 * `payment_method_data[card]`, else the one the intent was made with. A typed card Stripe refuses
 * before trying it (a bad CVC, a past expiry) is a refusal; a card of another Customer, or one that
 * cannot be used again, is refused as Stripe refuses it.
 */
export function paymentMethodFor(
  context: StubContext,
  form: FormObject,
  current: string | null,
  customer: string | null,
): { method: PaymentMethodRecord } | { refusal: CardRefusal } {
  const id = formText(form, 'payment_method');
  let method: PaymentMethodRecord;
  if (id !== undefined) {
    method = paymentMethodById(context, id, 'payment_method');
  } else if (formText(form, 'payment_method_data', 'card', 'number') !== undefined) {
    let typed;
    try {
      typed = typedCard(form, context.now());
    } catch (error) {
      if (error instanceof CardParameterError) throw invalidRequest(400, error.message, { code: error.code, param: error.param });
      throw error;
    }
    if ('refusal' in typed) return typed;
    method = newPaymentMethod(context, typed.card);
  } else if (current) {
    method = findPaymentMethod(context, current, 'payment_method');
  } else {
    throw invalidRequest(400, 'You must provide a payment method.', { code: 'parameter_missing', param: 'payment_method' });
  }
  if (method.spent) throw invalidRequest(400, spentMessage, { code: 'payment_method_unexpected_state', param: 'payment_method' });
  if (method.customer && method.customer !== customer) {
    throw invalidRequest(400, `The provided PaymentMethod belongs to a Customer (${method.customer}) other than this intent's. Pass that Customer as \`customer\`.`, {
      code: 'payment_method_unexpected_state',
      param: 'payment_method',
    });
  }
  return { method };
}

/** What Stripe refuses to save a card for; undefined when it saves it. */
export function setupRefusal(method: PaymentMethodRecord): CardRefusal | undefined {
  return method.refusesSetup ? (chargeRefusal(method.behaviour) ?? { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', charged: false }) : undefined;
}

/**
 * The card an intent waits for its cardholder to authenticate. Stripe refuses an authentication
 * for an intent that is not `requires_action`, as the authentication page's second answer would be.
 */
export function methodAwaitingAuthentication(
  context: StubContext,
  intent: { status: string; payment_method: string | null },
  kind: 'PaymentIntent' | 'SetupIntent',
): PaymentMethodRecord {
  if (intent.status !== 'requires_action' || !intent.payment_method) {
    const code = kind === 'PaymentIntent' ? 'payment_intent_unexpected_state' : 'setup_intent_unexpected_state';
    throw invalidRequest(400, `This ${kind} does not need authentication: its status is ${intent.status}.`, { code });
  }
  return findPaymentMethod(context, intent.payment_method);
}

/** Whether the bank asks the cardholder to authenticate a charge (or a setup) of this card now. */
export function needsAuthentication(method: PaymentMethodRecord): boolean {
  return method.behaviour === 'authentication_always' || (method.behaviour === 'authentication_unless_set_up' && !method.setUp);
}

function attach(context: StubContext, method: PaymentMethodRecord, customer: string): void {
  if (method.customer === customer) return;
  method.customer = customer;
  context.save();
  context.emit<Stripe.PaymentMethodAttachedEvent>('payment_method.attached', paymentMethodObject(method));
}

/**
 * What a succeeded SetupIntent, or a payment made with `setup_future_usage`, does to its card:
 * attaches it to the Customer and sets it up, so later charges without the cardholder need no
 * authentication (for cards whose bank accepts that).
 */
export function setUpForLater(context: StubContext, method: PaymentMethodRecord, customer: string | null, offSession: boolean): void {
  if (customer) attach(context, method, customer);
  if (offSession) method.setUp = true;
  context.save();
}

function cardRefused(refusal: CardRefusal, method: PaymentMethodRecord): StripeApiError {
  const { charged: _charged, ...fields } = refusal;
  return new StripeApiError(402, { type: 'card_error', ...fields, doc_url: docUrl(refusal.code), payment_method: paymentMethodObject(method) });
}

/** `POST /v1/payment_methods/{id}/attach`: Stripe saves the card on the Customer without a setup; a declining card is refused. */
export function attachPaymentMethod(context: StubContext, id: string, form: FormObject): PaymentMethodRecord {
  const customerId = formText(form, 'customer');
  if (!customerId) throw invalidRequest(400, 'Missing required param: customer.', { code: 'parameter_missing', param: 'customer' });
  findCustomer(context, customerId, 'customer');
  const method = paymentMethodById(context, id, 'payment_method');
  if (method.spent) throw invalidRequest(400, spentMessage, { code: 'payment_method_unexpected_state' });
  if (method.customer && method.customer !== customerId) {
    throw invalidRequest(400, 'The payment method you provided has already been attached to a customer.', { code: 'payment_method_unexpected_state' });
  }
  const refusal = setupRefusal(method);
  if (refusal) throw cardRefused(refusal, method);
  attach(context, method, customerId);
  return method;
}

/** `POST /v1/payment_methods/{id}/detach`: the card leaves its Customer and cannot be used again. */
export function detachPaymentMethod(context: StubContext, id: string): PaymentMethodRecord {
  const method = findPaymentMethod(context, id);
  const customer = method.customer;
  if (!customer) {
    throw invalidRequest(400, 'The payment method you provided is not attached to a customer so detachment is impossible.', { code: 'payment_method_unexpected_state' });
  }
  method.customer = null;
  method.spent = true;
  context.save();
  context.emit<Stripe.PaymentMethodDetachedEvent>('payment_method.detached', paymentMethodObject(method), { customer });
  return method;
}

/** A Customer's cards, newest first, a page at a time (`GET /v1/payment_methods?customer=…` and `/v1/customers/{id}/payment_methods`). */
export function listPaymentMethods(context: StubContext, url: string, customer: string | null, params: URLSearchParams): Stripe.ApiList<Stripe.PaymentMethod> {
  const type = params.get('type');
  if (type !== null && type !== 'card') return page(url, [], params);
  if (customer) findCustomer(context, customer, 'customer');
  const methods = newestFirst(Object.values(context.state.paymentMethods ?? {}).filter((method) => customer === null || method.customer === customer));
  return page(url, methods.map(paymentMethodObject), params);
}

/**
 * The local test control for Stripe's card account updater: the bank sent the card's new expiry
 * (and maybe a new number), Stripe updates the saved card and sends `payment_method.automatically_updated`.
 */
export function updateCardAsTheNetworkWould(context: StubContext, id: string, form: FormObject): PaymentMethodRecord {
  const method = findPaymentMethod(context, id);
  const expMonth = Number(formText(form, 'exp_month'));
  const expYear = Number(formText(form, 'exp_year'));
  const last4 = formText(form, 'last4');
  if (!(Number.isInteger(expMonth) && expMonth >= 1 && expMonth <= 12)) throw invalidRequest(400, 'Invalid exp_month: must be 1 to 12', { param: 'exp_month' });
  if (!(Number.isInteger(expYear) && expYear >= 2000)) throw invalidRequest(400, 'Invalid exp_year: four digits', { param: 'exp_year' });
  if (last4 !== undefined && !/^\d{4}$/.test(last4)) throw invalidRequest(400, 'Invalid last4: four digits', { param: 'last4' });
  const previous = { exp_month: method.card.exp_month, exp_year: method.card.exp_year, ...(last4 ? { last4: method.card.last4 } : {}) };
  method.card = { ...method.card, exp_month: expMonth, exp_year: expYear, ...(last4 ? { last4 } : {}) };
  context.save();
  context.emit<Stripe.PaymentMethodAutomaticallyUpdatedEvent>('payment_method.automatically_updated', paymentMethodObject(method), { card: previous });
  return method;
}
