import { randomBytes } from 'node:crypto';
import { localStripePath } from '@sunward/shared/local-stripe-path';
import { stripeApiVersion } from '@sunward/shared/stripe-api-version';
import type Stripe from 'stripe';

/**
 * What the Stripe stub keeps of each object, and how it answers them: as the objects of the pinned
 * API version (`stripeApiVersion`, decision 035), typed with the `stripe` package's own types so a
 * field Stripe requires cannot be left out. `emulators/test/stripe-contract.test.ts` holds what
 * these render to against Stripe's published OpenAPI specification and fixtures.
 *
 * Where the stub knowingly answers less than Stripe, the field is one Stripe allows to be null or
 * absent and this product never reads: no balance transactions, payment method details, receipts
 * or Radar reviews are kept.
 */

/** A PaymentIntent as the stub keeps it (and as data files written before this shape hold it). */
export interface IntentRecord {
  id: string;
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  automatic_payment_methods: Stripe.PaymentIntent.AutomaticPaymentMethods | null;
  latest_charge: string | null;
  last_payment_error: Stripe.PaymentIntent.LastPaymentError | null;
  canceled_at: number | null;
  cancellation_reason: Stripe.PaymentIntent.CancellationReason | null;
  created: number;
  /** Absent in data files written before the stub kept Customers. */
  customer?: string | null;
  setup_future_usage?: 'off_session' | 'on_session' | null;
}

/** A charge: one attempt to take a PaymentIntent's money, succeeded or declined. */
export interface ChargeRecord {
  id: string;
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  payment_method: string | null;
  /** Absent in data files written before declines made charges: those were all successes. */
  status?: 'succeeded' | 'failed';
  failure_code?: string | null;
  failure_message?: string | null;
  /** The issuer's reason and advice for a decline; absent in data files written before. */
  decline_code?: string | null;
  advice_code?: string | null;
  created: number;
  /** Data files written before refunds were kept apart held them here. */
  refunds?: { data: RefundRecord[] };
}

export interface RefundRecord {
  id: string;
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

const noAddress: Stripe.Address = { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };

function outcomeOf(charge: ChargeRecord): Stripe.Charge.Outcome {
  const base = { advice_code: null, network_advice_code: null, network_decline_code: null, risk_level: 'normal' };
  if (charge.status === 'failed') {
    return { ...base, advice_code: (charge.advice_code ?? null) as Stripe.Charge.Outcome.AdviceCode | null, network_status: 'declined_by_network', reason: charge.decline_code ?? 'generic_decline', seller_message: 'The bank did not return any further details with this decline.', type: 'issuer_declined' };
  }
  return { ...base, network_status: 'approved_by_network', reason: null, seller_message: 'Payment complete.', type: 'authorized' };
}

/**
 * A Charge as the pinned version answers it: `refunds` only when the request expands it, as
 * Stripe has done since version 2022-11-15 (the list is never in a webhook event's charge).
 */
export function chargeObject(charge: ChargeRecord, intent: IntentRecord | undefined, refunds?: Stripe.ApiList<Stripe.Refund>): Stripe.Charge {
  const succeeded = charge.status !== 'failed';
  return {
    id: charge.id,
    object: 'charge',
    amount: charge.amount,
    amount_captured: succeeded ? charge.amount : 0,
    amount_refunded: charge.amount_refunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { address: noAddress, email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: null,
    captured: succeeded,
    created: charge.created,
    currency: charge.currency,
    customer: intent?.customer ?? null,
    description: intent?.description ?? null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: charge.failure_code ?? null,
    failure_message: charge.failure_message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: intent?.metadata ?? {},
    on_behalf_of: null,
    outcome: outcomeOf(charge),
    paid: succeeded,
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    payment_method_details: null,
    receipt_email: intent?.receipt_email ?? null,
    receipt_number: null,
    receipt_url: null,
    refunded: charge.amount_refunded === charge.amount,
    ...(refunds ? { refunds } : {}),
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: succeeded ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: null,
  };
}

export function refundObject(refund: RefundRecord): Stripe.Refund {
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    balance_transaction: null,
    charge: refund.charge,
    created: refund.created,
    currency: refund.currency,
    customer: null,
    customer_account: null,
    destination_details: { type: 'card', card: { type: 'refund' } },
    metadata: {},
    payment_intent: refund.payment_intent,
    payment_method: null,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: refund.status,
    transfer_reversal: null,
  };
}

/** A list as Stripe pages it: `url` the list's own path, `has_more` when a further page exists. */
export function listObject<T>(url: string, data: T[], hasMore: boolean): Stripe.ApiList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

/**
 * The action Stripe asks of the browser when the bank wants the cardholder to authenticate: Stripe.js
 * handles `use_stripe_sdk` itself (its 3D Secure dialog); the local card form opens the stub's
 * authentication page for the same intent instead.
 */
export function useStripeSdk(intentId: string): Stripe.PaymentIntent.NextAction & Stripe.SetupIntent.NextAction {
  return { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: `${localStripePath}/authenticate/${intentId}`, source: intentId } };
}

/** A PaymentIntent as the pinned version answers it; `latest_charge` is the object only when expanded. */
export function paymentIntentObject(intent: IntentRecord, latestCharge?: Stripe.Charge | null): Stripe.PaymentIntent {
  return {
    id: intent.id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: intent.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: intent.amount_received,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: intent.automatic_payment_methods,
    canceled_at: intent.canceled_at,
    cancellation_reason: intent.cancellation_reason,
    capture_method: 'automatic',
    client_secret: intent.client_secret,
    confirmation_method: 'automatic',
    created: intent.created,
    currency: intent.currency,
    customer: intent.customer ?? null,
    customer_account: null,
    description: intent.description,
    excluded_payment_method_types: null,
    last_payment_error: intent.last_payment_error,
    latest_charge: latestCharge === undefined ? intent.latest_charge : latestCharge,
    livemode: false,
    managed_payments: null,
    metadata: intent.metadata,
    next_action: intent.status === 'requires_action' ? useStripeSdk(intent.id) : null,
    on_behalf_of: null,
    payment_method: intent.payment_method,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: intent.payment_method_types,
    payment_record: null,
    processing: null,
    receipt_email: intent.receipt_email,
    review: null,
    setup_future_usage: intent.setup_future_usage ?? null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: intent.status,
    transfer_group: null,
  };
}

/** A dispute of a charge; Stripe's test card 4000 0000 0000 0259 opens one (decision 035). */
export interface DisputeRecord {
  id: string;
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  status: Stripe.Dispute.Status;
  /** The evidence submitted so far: Stripe's text fields, by name. */
  evidence: Partial<Record<DisputeTextEvidence, string>>;
  submission_count: number;
  created: number;
}

/** The evidence fields the stub takes as text (Stripe takes files as file ids in the others). */
export const disputeTextEvidence = [
  'access_activity_log',
  'billing_address',
  'cancellation_policy_disclosure',
  'cancellation_rebuttal',
  'customer_email_address',
  'customer_name',
  'customer_purchase_ip',
  'duplicate_charge_explanation',
  'duplicate_charge_id',
  'product_description',
  'refund_policy_disclosure',
  'refund_refusal_explanation',
  'service_date',
  'shipping_address',
  'shipping_carrier',
  'shipping_date',
  'shipping_tracking_number',
  'uncategorized_text',
] as const;
export type DisputeTextEvidence = (typeof disputeTextEvidence)[number];

export function disputeObject(dispute: DisputeRecord): Stripe.Dispute {
  const text = (field: DisputeTextEvidence) => dispute.evidence[field] ?? null;
  const open = dispute.status === 'needs_response' || dispute.status === 'warning_needs_response';
  return {
    id: dispute.id,
    object: 'dispute',
    amount: dispute.amount,
    balance_transactions: [],
    charge: dispute.charge,
    created: dispute.created,
    currency: dispute.currency,
    enhanced_eligibility_types: [],
    evidence: {
      ...(Object.fromEntries(disputeTextEvidence.map((field) => [field, text(field)])) as Record<DisputeTextEvidence, string | null>),
      cancellation_policy: null,
      customer_communication: null,
      customer_signature: null,
      duplicate_charge_documentation: null,
      enhanced_evidence: {},
      receipt: null,
      refund_policy: null,
      service_documentation: null,
      shipping_documentation: null,
      uncategorized_file: null,
    },
    evidence_details: {
      due_by: open ? dispute.created + 21 * 24 * 3600 : null,
      enhanced_eligibility: {},
      has_evidence: dispute.submission_count > 0,
      past_due: false,
      submission_count: dispute.submission_count,
      submission_method: dispute.submission_count > 0 ? 'manual' : 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: dispute.payment_intent,
    payment_method_details: { type: 'card', card: { brand: 'visa', case_type: 'chargeback', network: 'visa', network_reason_code: '10.4' } },
    reason: 'fraudulent',
    status: dispute.status,
  };
}

/** An event as Stripe posts it to an endpoint set to the pinned version. */
export function eventObject<E extends Stripe.Event>(type: E['type'], object: E['data']['object'], created: number, previous?: Record<string, unknown>): E {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: stripeApiVersion,
    created,
    data: { object, ...(previous ? { previous_attributes: previous } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: newId('req'), idempotency_key: null },
    type,
  } as E;
}

/** Stripe's error: `{ error: { type, code, decline_code, message, param, payment_intent, … } }` in the body. */
export type StripeErrorFields = Pick<
  Stripe.StripeRawError,
  'advice_code' | 'code' | 'decline_code' | 'message' | 'param' | 'payment_intent' | 'payment_method' | 'setup_intent' | 'charge' | 'doc_url' | 'request_log_url'
> & { type: Stripe.RawErrorType; message: string };

export interface StripeErrorBody {
  error: StripeErrorFields;
}
