import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { CardRefusal } from './stripe-cards';
import { findCustomer } from './stripe-customers';
import { StripeApiError, docUrl, invalidRequest, noSuch } from './stripe-errors';
import { type FormObject, formObject, formText } from './stripe-form';
import { newId, nowSeconds, useStripeSdk } from './stripe-objects';
import { paymentMethodsOf, requireReturnUrl } from './stripe-payment-intents';
import { methodAwaitingAuthentication, needsAuthentication, type PaymentMethodRecord, paymentMethodFor, paymentMethodObject, setUpForLater, setupRefusal } from './stripe-payment-methods';
import type { StubContext } from './stripe-state';

/** A SetupIntent as the stub keeps it: saving a card on a Customer for later charges. */
export interface SetupIntentRecord {
  id: string;
  client_secret: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  customer: string | null;
  payment_method: string | null;
  usage: 'off_session' | 'on_session';
  metadata: Record<string, string>;
  description: string | null;
  automatic_payment_methods: Stripe.PaymentIntent.AutomaticPaymentMethods | null;
  payment_method_types: string[];
  last_setup_error: Stripe.SetupIntent.LastSetupError | null;
  created: number;
}

/** A SetupIntent as the pinned version answers it. */
export function setupIntentObject(intent: SetupIntentRecord): Stripe.SetupIntent {
  return {
    id: intent.id,
    object: 'setup_intent',
    allowed_payment_method_types: null,
    application: null,
    automatic_payment_methods: intent.automatic_payment_methods,
    cancellation_reason: null,
    client_secret: intent.client_secret,
    created: intent.created,
    customer: intent.customer,
    customer_account: null,
    description: intent.description,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: intent.last_setup_error,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: intent.metadata,
    next_action: intent.status === 'requires_action' ? useStripeSdk(intent.id) : null,
    on_behalf_of: null,
    payment_method: intent.payment_method,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: intent.payment_method_types,
    single_use_mandate: null,
    status: intent.status,
    usage: intent.usage,
  };
}

export function findSetupIntent(context: StubContext, id: string): SetupIntentRecord {
  const intent = context.state.setupIntents?.[id];
  if (!intent) throw noSuch('setupintent', id, 'intent');
  return intent;
}

/** `POST /v1/setup_intents`: `customer`, `usage` (Stripe's default `off_session`), `metadata`, `description`, the accepted methods. */
export function createSetupIntent(context: StubContext, form: FormObject): SetupIntentRecord {
  const customer = formText(form, 'customer');
  if (customer) findCustomer(context, customer, 'customer');
  const usage = formText(form, 'usage') ?? 'off_session';
  if (usage !== 'off_session' && usage !== 'on_session') {
    throw invalidRequest(400, 'Invalid usage: must be one of off_session or on_session', { code: 'parameter_invalid_string', param: 'usage' });
  }
  const id = newId('seti');
  const intent: SetupIntentRecord = {
    id,
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    status: 'requires_payment_method',
    customer: customer ?? null,
    payment_method: null,
    usage,
    metadata: formObject(form, 'metadata'),
    description: formText(form, 'description') ?? null,
    ...paymentMethodsOf(form),
    last_setup_error: null,
    created: nowSeconds(),
  };
  context.state.setupIntents = { ...context.state.setupIntents, [id]: intent };
  context.save();
  return intent;
}

function succeed(context: StubContext, intent: SetupIntentRecord, method: PaymentMethodRecord): SetupIntentRecord {
  intent.status = 'succeeded';
  intent.payment_method = method.id;
  intent.last_setup_error = null;
  setUpForLater(context, method, intent.customer, intent.usage === 'off_session');
  context.save();
  context.emit<Stripe.SetupIntentSucceededEvent>('setup_intent.succeeded', setupIntentObject(intent));
  return intent;
}

function fail(context: StubContext, intent: SetupIntentRecord, error: Stripe.SetupIntent.LastSetupError): void {
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.last_setup_error = error;
  context.save();
  context.emit<Stripe.SetupIntentSetupFailedEvent>('setup_intent.setup_failed', setupIntentObject(intent));
}

/** A card Stripe will not save: `setup_intent.setup_failed`, and a 402 card error carrying the SetupIntent. */
function decline(context: StubContext, intent: SetupIntentRecord, refusal: CardRefusal, method: PaymentMethodRecord | null): never {
  const { charged: _charged, ...fields } = refusal;
  const error: Stripe.SetupIntent.LastSetupError = {
    type: 'card_error',
    ...fields,
    doc_url: docUrl(refusal.code),
    ...(method ? { payment_method: paymentMethodObject(method) } : {}),
  };
  fail(context, intent, error);
  throw new StripeApiError(402, { ...error, type: 'card_error', message: refusal.message, setup_intent: setupIntentObject(intent) });
}

/**
 * `POST /v1/setup_intents/{id}/confirm` with `payment_method` or `payment_method_data[card]`: a card
 * whose bank wants authentication leaves it `requires_action` until the authentication page decides;
 * a card Stripe will not save is declined; any other is saved on the Customer and set up.
 */
export function confirmSetupIntent(context: StubContext, intent: SetupIntentRecord, form: FormObject): SetupIntentRecord {
  if (intent.status !== 'requires_payment_method') {
    throw invalidRequest(400, `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`, {
      code: 'setup_intent_unexpected_state',
      setup_intent: setupIntentObject(intent),
    });
  }
  requireReturnUrl(intent.automatic_payment_methods, form);
  const choice = paymentMethodFor(context, form, intent.payment_method, intent.customer);
  if ('refusal' in choice) return decline(context, intent, choice.refusal, null);
  const { method } = choice;
  const refusal = setupRefusal(method);
  if (refusal) return decline(context, intent, refusal, method);
  intent.payment_method = method.id;
  if (needsAuthentication(method)) {
    intent.status = 'requires_action';
    context.save();
    return intent;
  }
  return succeed(context, intent, method);
}

/** The outcome chosen on the authentication page: saved and set up, or Stripe's `setup_intent_authentication_failure`. */
export function authenticateSetupIntent(context: StubContext, intent: SetupIntentRecord, complete: boolean): SetupIntentRecord {
  const method = methodAwaitingAuthentication(context, intent, 'SetupIntent');
  if (complete) return succeed(context, intent, method);
  fail(context, intent, {
    type: 'invalid_request_error',
    code: 'setup_intent_authentication_failure',
    doc_url: docUrl('setup_intent_authentication_failure'),
    message: 'The latest attempt to set up the payment method has failed because authentication failed.',
    payment_method: paymentMethodObject(method),
  });
  return intent;
}
