import { createHash, randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { authenticationRequired, type CardRefusal, chargeRefusal } from './stripe-cards';
import { chargeOf, newCharge, openDispute, renderCharge } from './stripe-charges';
import { findCustomer } from './stripe-customers';
import { StripeApiError, docUrl, idempotencyMismatch, invalidRequest } from './stripe-errors';
import { type FormObject, formObject, formText } from './stripe-form';
import { type IntentRecord, newId, nowSeconds, paymentIntentObject } from './stripe-objects';
import { methodAwaitingAuthentication, needsAuthentication, type PaymentMethodRecord, paymentMethodFor, paymentMethodObject, setUpForLater } from './stripe-payment-methods';
import { type StubContext, findIntent, remembered } from './stripe-state';

/** The reasons Stripe accepts for cancelling a PaymentIntent. */
const cancellationReasons = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'] as const;
type CancellationReason = (typeof cancellationReasons)[number];

/**
 * Refuses an expansion the stub does not render. Stripe expands many more fields; the stub
 * refuses rather than answer an unexpanded id to a caller that asked for the object.
 */
export function expandOnly(expand: string[], allowed: readonly string[]): void {
  const other = expand.find((field) => !allowed.includes(field));
  if (other) throw invalidRequest(400, `This property cannot be expanded (${other}).`);
}

export function renderIntent(context: StubContext, intent: IntentRecord, expand: string[] = []): Stripe.PaymentIntent {
  expandOnly(expand, ['latest_charge', 'latest_charge.refunds', 'payment_method']);
  const rendered = paymentIntentObject(intent);
  // Data files written before the stub kept PaymentMethods name cards it has no record of: those stay ids.
  const method = intent.payment_method ? context.state.paymentMethods?.[intent.payment_method] : undefined;
  if (expand.includes('payment_method') && method) rendered.payment_method = paymentMethodObject(method);
  if (expand.some((field) => field.startsWith('latest_charge'))) {
    const charge = chargeOf(context, intent);
    rendered.latest_charge = charge ? renderCharge(context, charge, expand.includes('latest_charge.refunds')) : null;
  }
  return rendered;
}

/** What `automatic_payment_methods` and `payment_method_types` make of a new PaymentIntent or SetupIntent. */
export function paymentMethodsOf(form: FormObject): Pick<IntentRecord, 'automatic_payment_methods' | 'payment_method_types'> {
  const types = Object.values(formObject(form, 'payment_method_types'));
  const enabled = formText(form, 'automatic_payment_methods', 'enabled');
  const allowRedirects = formText(form, 'automatic_payment_methods', 'allow_redirects');
  if (types.length > 0 && enabled !== undefined) {
    throw invalidRequest(400, 'You may only specify one of these parameters: automatic_payment_methods, payment_method_types.', { param: 'payment_method_types' });
  }
  const other = types.find((type) => type !== 'card');
  // The local account takes cards only; Stripe would offer what the dashboard enables.
  if (other) throw invalidRequest(400, `The payment method type "${other}" is invalid. Please ensure the provided type is activated in your dashboard.`, { code: 'payment_intent_invalid_parameter', param: 'payment_method_types' });
  if (types.length > 0) return { automatic_payment_methods: null, payment_method_types: ['card'] };
  if (allowRedirects !== undefined && allowRedirects !== 'always' && allowRedirects !== 'never') {
    throw invalidRequest(400, 'Invalid automatic_payment_methods[allow_redirects]: must be one of always or never', { code: 'parameter_invalid_string', param: 'automatic_payment_methods[allow_redirects]' });
  }
  // Since API version 2023-08-16 an intent without either takes the dashboard's methods.
  return {
    automatic_payment_methods: { enabled: enabled !== 'false', ...(allowRedirects ? { allow_redirects: allowRedirects } : {}) },
    payment_method_types: ['card'],
  };
}

/** Stripe refuses to confirm an intent that may redirect without a `return_url` to come back to. */
export function requireReturnUrl(methods: { enabled: boolean | null; allow_redirects?: string } | null, form: FormObject): void {
  if (methods?.enabled && methods.allow_redirects !== 'never' && !formText(form, 'return_url')) {
    throw invalidRequest(
      400,
      "This PaymentIntent is configured to accept payment methods enabled in your Dashboard. Because some of these payment methods might redirect your customer off of your page, you must provide a `return_url`. If you don't want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.",
      { param: 'return_url' },
    );
  }
}

function setupFutureUsage(form: FormObject): 'off_session' | 'on_session' | undefined {
  const value = formText(form, 'setup_future_usage');
  if (value === undefined || value === '') return undefined;
  if (value !== 'off_session' && value !== 'on_session') {
    throw invalidRequest(400, 'Invalid setup_future_usage: must be one of off_session or on_session', { code: 'parameter_invalid_string', param: 'setup_future_usage' });
  }
  return value;
}

/** Stripe reads `off_session=true` (or `one_off`, `recurring`) as a charge made without the cardholder. */
function isOffSession(form: FormObject): boolean {
  const value = formText(form, 'off_session');
  return value === 'true' || value === 'one_off' || value === 'recurring';
}

function succeed(context: StubContext, intent: IntentRecord, method: PaymentMethodRecord): IntentRecord {
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.payment_method = method.id;
  intent.last_payment_error = null;
  const charge = newCharge(context, intent, method.id);
  if (intent.setup_future_usage && intent.customer) setUpForLater(context, method, intent.customer, intent.setup_future_usage === 'off_session');
  // Stripe lets a card no Customer holds pay once.
  else if (!method.customer) method.spent = true;
  context.save();
  context.emit<Stripe.PaymentIntentSucceededEvent>('payment_intent.succeeded', renderIntent(context, intent));
  if (method.behaviour === 'disputed') openDispute(context, charge);
  return intent;
}

/**
 * Stripe's answer to a refused card: the PaymentIntent is back to `requires_payment_method` with
 * the refusal as `last_payment_error`, a `payment_intent.payment_failed` event, and a 402 card error
 * carrying the PaymentIntent and the card.
 */
function decline(context: StubContext, intent: IntentRecord, refusal: CardRefusal, method: PaymentMethodRecord | null): never {
  const { charged, ...fields } = refusal;
  const charge = charged ? newCharge(context, intent, method?.id ?? newId('pm'), refusal) : undefined;
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  const paymentMethod = method ? paymentMethodObject(method) : undefined;
  intent.last_payment_error = {
    type: 'card_error',
    ...fields,
    doc_url: docUrl(refusal.code),
    ...(charge ? { charge: charge.id } : {}),
    ...(paymentMethod ? { payment_method: paymentMethod } : {}),
  };
  context.save();
  const rendered = renderIntent(context, intent);
  context.emit<Stripe.PaymentIntentPaymentFailedEvent>('payment_intent.payment_failed', rendered);
  throw new StripeApiError(402, { ...intent.last_payment_error, type: 'card_error', message: refusal.message, payment_intent: rendered });
}

/**
 * Tries the card as Stripe's test cards behave: a card whose bank wants authentication leaves the
 * PaymentIntent `requires_action` on-session, and is declined `authentication_required` off-session;
 * a declining card is declined; any other pays.
 */
function confirm(context: StubContext, intent: IntentRecord, form: FormObject): IntentRecord {
  if (intent.status !== 'requires_payment_method') {
    throw invalidRequest(400, `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, {
      code: 'payment_intent_unexpected_state',
      payment_intent: renderIntent(context, intent),
    });
  }
  requireReturnUrl(intent.automatic_payment_methods, form);
  const usage = setupFutureUsage(form);
  if (usage) intent.setup_future_usage = usage;
  const offSession = isOffSession(form);
  const choice = paymentMethodFor(context, form, intent.payment_method, intent.customer ?? null);
  if ('refusal' in choice) return decline(context, intent, choice.refusal, null);
  const { method } = choice;
  intent.payment_method = method.id;
  if (needsAuthentication(method)) {
    if (offSession) return decline(context, intent, authenticationRequired, method);
    intent.status = 'requires_action';
    context.save();
    return intent;
  }
  const refusal = chargeRefusal(method.behaviour);
  if (refusal) return decline(context, intent, refusal, method);
  return succeed(context, intent, method);
}

/** `POST /v1/payment_intents/{id}/confirm`, by the browser (publishable key, client secret) or the server. */
export function confirmPaymentIntent(context: StubContext, intent: IntentRecord, form: FormObject): IntentRecord {
  return confirm(context, intent, form);
}

/**
 * The outcome the cardholder chose on the authentication page: a completed authentication pays;
 * a failed one sends the PaymentIntent back to `requires_payment_method` with Stripe's
 * `payment_intent_authentication_failure`.
 */
export function authenticatePaymentIntent(context: StubContext, intent: IntentRecord, complete: boolean): IntentRecord {
  const method = methodAwaitingAuthentication(context, intent, 'PaymentIntent');
  if (complete) return succeed(context, intent, method);
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.last_payment_error = {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    doc_url: docUrl('payment_intent_authentication_failure'),
    message:
      'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
    payment_method: paymentMethodObject(method),
  };
  context.save();
  context.emit<Stripe.PaymentIntentPaymentFailedEvent>('payment_intent.payment_failed', renderIntent(context, intent));
  return intent;
}

/**
 * `POST /v1/payment_intents`, with `customer`, `payment_method`, `setup_future_usage`, and
 * `confirm=true` (`off_session=true` with it). The same Idempotency-Key with the same parameters
 * answers the same PaymentIntent as it is now, or the same card error again; other parameters are
 * refused.
 */
export function createPaymentIntent(context: StubContext, form: FormObject, idempotencyKey: string | undefined): IntentRecord {
  const { state } = context;
  const fingerprint = createHash('sha256').update(JSON.stringify(form)).digest('hex');
  if (idempotencyKey) {
    const earlier = remembered(context, state.idempotency[idempotencyKey]);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) throw idempotencyMismatch(idempotencyKey);
      const refused = remembered(context, state.idempotentAnswers?.[idempotencyKey]);
      if (refused?.status === 402) throw new StripeApiError(402, (refused.answer as { error: StripeApiError['error'] }).error);
      return findIntent(context, earlier.id);
    }
  }
  const amount = Number(formText(form, 'amount'));
  if (!Number.isInteger(amount) || amount < 50) {
    throw invalidRequest(400, 'Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
  }
  const currency = formText(form, 'currency')?.toLowerCase();
  if (!currency) throw invalidRequest(400, 'Missing required param: currency.', { code: 'parameter_missing', param: 'currency' });
  const customer = formText(form, 'customer');
  if (customer) findCustomer(context, customer, 'customer');
  const confirmNow = formText(form, 'confirm') === 'true';
  if (formText(form, 'off_session') !== undefined && !confirmNow) {
    throw invalidRequest(400, 'You may only specify `off_session` when `confirm` is set to true.', { param: 'off_session' });
  }
  const paymentMethod = formText(form, 'payment_method');
  const id = newId('pi');
  const intent: IntentRecord = {
    id,
    amount,
    amount_received: 0,
    currency,
    status: 'requires_payment_method',
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    metadata: formObject(form, 'metadata'),
    description: formText(form, 'description') ?? null,
    receipt_email: formText(form, 'receipt_email') ?? null,
    payment_method: null,
    ...paymentMethodsOf(form),
    latest_charge: null,
    last_payment_error: null,
    canceled_at: null,
    cancellation_reason: null,
    created: nowSeconds(),
    customer: customer ?? null,
    setup_future_usage: setupFutureUsage(form) ?? null,
  };
  if (paymentMethod && !confirmNow) {
    const choice = paymentMethodFor(context, { payment_method: paymentMethod }, null, intent.customer ?? null);
    if ('method' in choice) intent.payment_method = choice.method.id;
  }
  state.paymentIntents[id] = intent;
  const created = Math.floor(context.now().getTime() / 1000);
  if (idempotencyKey) state.idempotency[idempotencyKey] = { fingerprint, id, created };
  context.save();
  if (!confirmNow) return intent;
  try {
    return confirm(context, intent, form);
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    if (error.status === 402) {
      // Stripe keeps the answer of a request that ran, a card error included, for the key.
      if (idempotencyKey) state.idempotentAnswers = { ...state.idempotentAnswers, [idempotencyKey]: { fingerprint, answer: { error: error.error }, status: 402, created } };
    } else {
      // A request refused before the card was tried (a card that may not be used, say) makes nothing.
      delete state.paymentIntents[id];
      if (idempotencyKey) delete state.idempotency[idempotencyKey];
    }
    context.save();
    throw error;
  }
}

/** Stripe cancels a PaymentIntent that has not succeeded; a succeeded or cancelled one is refused. */
export function cancelPaymentIntent(context: StubContext, intent: IntentRecord, form: FormObject): IntentRecord {
  if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_action') {
    throw invalidRequest(
      400,
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      { code: 'payment_intent_unexpected_state', payment_intent: renderIntent(context, intent) },
    );
  }
  const reason = formText(form, 'cancellation_reason');
  if (reason !== undefined && !cancellationReasons.includes(reason as CancellationReason)) {
    throw invalidRequest(400, `Invalid cancellation_reason: must be one of ${cancellationReasons.join(', ')}`, {
      code: 'parameter_invalid_string',
      param: 'cancellation_reason',
    });
  }
  intent.status = 'canceled';
  intent.canceled_at = nowSeconds();
  intent.cancellation_reason = (reason as CancellationReason | undefined) ?? null;
  context.save();
  context.emit<Stripe.PaymentIntentCanceledEvent>('payment_intent.canceled', renderIntent(context, intent));
  return intent;
}
