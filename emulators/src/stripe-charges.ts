import type Stripe from 'stripe';
import type { CardRefusal } from './stripe-cards';
import { invalidRequest, noSuch } from './stripe-errors';
import { type FormObject, formText } from './stripe-form';
import { newestFirst, page } from './stripe-lists';
import {
  type ChargeRecord,
  chargeObject,
  type DisputeRecord,
  disputeObject,
  disputeTextEvidence,
  type IntentRecord,
  listObject,
  newId,
  nowSeconds,
  type RefundRecord,
  refundObject,
} from './stripe-objects';
import { type StubContext, findIntent } from './stripe-state';

/** Charges, refunds and disputes: what a PaymentIntent's money does after the card was tried. */

export function chargeOf(context: StubContext, intent: IntentRecord) {
  return intent.latest_charge ? context.state.charges?.[intent.latest_charge] : undefined;
}

/** Refunds newest first, as Stripe lists them. */
function refundsWhere(context: StubContext, filter: (refund: RefundRecord) => boolean): RefundRecord[] {
  return newestFirst(Object.values(context.state.refunds ?? {}).filter(filter));
}

export function renderCharge(context: StubContext, charge: ChargeRecord & { disputed?: boolean }, withRefunds: boolean): Stripe.Charge {
  const refunds = withRefunds
    ? listObject(`/v1/charges/${charge.id}/refunds`, refundsWhere(context, (refund) => refund.charge === charge.id).map(refundObject), false)
    : undefined;
  return { ...chargeObject(charge, context.state.paymentIntents[charge.payment_intent], refunds), disputed: charge.disputed ?? false };
}

/** One attempt to take the PaymentIntent's money with a card: succeeded, or declined with the refusal. */
export function newCharge(context: StubContext, intent: IntentRecord, paymentMethod: string | null, failure?: CardRefusal): ChargeRecord {
  const charge: ChargeRecord = {
    id: newId('ch'),
    amount: intent.amount,
    amount_refunded: 0,
    currency: intent.currency,
    payment_intent: intent.id,
    payment_method: paymentMethod,
    status: failure ? 'failed' : 'succeeded',
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    decline_code: failure?.decline_code ?? null,
    advice_code: failure?.advice_code ?? null,
    created: nowSeconds(),
  };
  context.state.charges = { ...context.state.charges, [charge.id]: charge };
  intent.latest_charge = charge.id;
  return charge;
}

export function findCharge(context: StubContext, id: string): ChargeRecord & { disputed?: boolean } {
  const charge = context.state.charges?.[id];
  if (!charge) throw noSuch('charge', id);
  return charge;
}

/** Stripe's dispute test card: the payment succeeds, then the cardholder's bank disputes it as fraudulent. */
export function openDispute(context: StubContext, charge: ChargeRecord & { disputed?: boolean }) {
  const dispute: DisputeRecord = {
    id: newId('dp'),
    amount: charge.amount,
    charge: charge.id,
    currency: charge.currency,
    payment_intent: charge.payment_intent,
    status: 'needs_response',
    evidence: {},
    submission_count: 0,
    created: nowSeconds(),
  };
  charge.disputed = true;
  context.state.disputes = { ...context.state.disputes, [dispute.id]: dispute };
  context.save();
  context.emit<Stripe.ChargeDisputeCreatedEvent>('charge.dispute.created', disputeObject(dispute));
}

export function findDispute(context: StubContext, id: string): DisputeRecord {
  const dispute = context.state.disputes?.[id];
  if (!dispute) throw noSuch('dispute', id, 'dispute');
  return dispute;
}

/**
 * Evidence for a dispute, submitted unless `submit=false`. As in test mode, `winning_evidence` or
 * `losing_evidence` as the uncategorized text decides it; Stripe closes it minutes later, the stub
 * at once.
 */
export function updateDispute(context: StubContext, dispute: DisputeRecord, form: FormObject): DisputeRecord {
  if (!['needs_response', 'warning_needs_response'].includes(dispute.status)) {
    throw invalidRequest(400, `This dispute is already ${dispute.status} and can no longer be updated.`, { code: 'charge_dispute_already_closed' });
  }
  for (const field of disputeTextEvidence) {
    const text = formText(form, 'evidence', field);
    if (text !== undefined) dispute.evidence[field] = text;
  }
  if (formText(form, 'submit') !== 'false') {
    dispute.submission_count += 1;
    const decided = { winning_evidence: 'won', losing_evidence: 'lost' } as const;
    const verdict = decided[dispute.evidence.uncategorized_text as keyof typeof decided] as Stripe.Dispute.Status | undefined;
    dispute.status = verdict ?? 'under_review';
    context.emit<Stripe.ChargeDisputeUpdatedEvent>('charge.dispute.updated', disputeObject(dispute));
    if (verdict) context.emit<Stripe.ChargeDisputeClosedEvent>('charge.dispute.closed', disputeObject(dispute));
  }
  context.save();
  return dispute;
}

/** Stripe refunds part or all of a succeeded PaymentIntent's charge, never more than is left. */
export function createRefund(context: StubContext, form: FormObject): RefundRecord {
  const intentId = formText(form, 'payment_intent');
  if (!intentId) throw invalidRequest(400, 'Missing required param: payment_intent.', { code: 'parameter_missing', param: 'payment_intent' });
  const intent = findIntent(context, intentId);
  const charge = chargeOf(context, intent);
  if (intent.status !== 'succeeded' || !charge) {
    throw invalidRequest(400, `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, { code: 'charge_not_refundable' });
  }
  const left = charge.amount - charge.amount_refunded;
  const requested = formText(form, 'amount');
  const amount = requested === undefined ? left : Number(requested);
  if (!Number.isInteger(amount) || amount < 1 || amount > left) {
    throw invalidRequest(400, `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, {
      code: left === 0 ? 'charge_already_refunded' : 'amount_too_large',
      param: 'amount',
    });
  }
  const refund: RefundRecord = {
    id: newId('re'),
    amount,
    charge: charge.id,
    currency: charge.currency,
    payment_intent: intent.id,
    status: 'succeeded',
    created: nowSeconds(),
  };
  charge.amount_refunded += amount;
  context.state.refunds = { ...context.state.refunds, [refund.id]: refund };
  context.save();
  // The event's charge is as the pinned version renders it: without its refunds.
  context.emit<Stripe.ChargeRefundedEvent>('charge.refunded', renderCharge(context, charge, false));
  return refund;
}

export function listRefunds(context: StubContext, params: URLSearchParams): Stripe.ApiList<Stripe.Refund> {
  const charge = params.get('charge');
  const intent = params.get('payment_intent');
  const refunds = refundsWhere(context, (refund) => (!charge || refund.charge === charge) && (!intent || refund.payment_intent === intent)).map(refundObject);
  return page('/v1/refunds', refunds, params);
}
