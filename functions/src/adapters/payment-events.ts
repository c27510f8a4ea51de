import { type Cents, cents } from '@sunward/shared/money';
import type Stripe from 'stripe';
import { type ChargeFailure, failureOf } from './payments';
import { type CardView, cardOf } from './saved-cards';
import { idOf, stripeClient } from './stripe-client';

/** Stripe's webhook events: the signature checked, and what this product reads of each. */

export class InvalidWebhookSignature extends Error {}

/** A dispute (chargeback) of a charge, in our terms; `status` is Stripe's, e.g. `needs_response`, `won`, `lost`. */
export interface DisputeView {
  id: string;
  status: string;
  amountCents: Cents;
}

/** The parts of a webhook event this product acts on. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** When Stripe created the event (its `created`): deliveries arrive in any order, this is the order. */
  createdAt: Date;
  /**
   * For `payment_intent.*` events the PaymentIntent the event is about; for `charge.*` events the
   * PaymentIntent of the charge (or of the disputed charge).
   */
  paymentIntentId?: string;
  /** For `charge.*` events: the charge. */
  chargeId?: string;
  /** For `charge.dispute.*` events: the dispute. */
  dispute?: DisputeView;
  /** For `payment_intent.payment_failed`: why, from the PaymentIntent's `last_payment_error`. */
  failure?: ChargeFailure;
  /** For `setup_intent.succeeded` and `setup_intent.setup_failed`: the SetupIntent. */
  setupIntentId?: string;
  /** For `payment_method.automatically_updated`: the card the card updater changed. */
  paymentMethodId?: string;
  /** For `payment_method.automatically_updated`: the card as it is now (a new expiry, maybe new last 4). */
  card?: CardView;
}

/** What this product reads of the events it acts on; any other event is only named. */
function eventDetails(event: Stripe.Event): Omit<PaymentEvent, 'id' | 'type' | 'createdAt'> {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.canceled':
      return { paymentIntentId: event.data.object.id };
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return { paymentIntentId: intent.id, failure: failureOf(intent.last_payment_error ?? {}) };
    }
    case 'setup_intent.succeeded':
    case 'setup_intent.setup_failed':
      return { setupIntentId: event.data.object.id };
    case 'payment_method.automatically_updated': {
      const method = event.data.object;
      return { paymentMethodId: method.id, ...(method.card ? { card: cardOf(method) } : {}) };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      return { chargeId: charge.id, ...(paymentIntentId ? { paymentIntentId } : {}) };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const paymentIntentId = idOf(dispute.payment_intent);
      const chargeId = idOf(dispute.charge);
      return {
        ...(chargeId ? { chargeId } : {}),
        ...(paymentIntentId ? { paymentIntentId } : {}),
        dispute: { id: dispute.id, status: dispute.status, amountCents: cents(dispute.amount) },
      };
    }
    default:
      return {};
  }
}

/** Verifies Stripe's signature over the raw body and answers the event; a bad one throws. */
export async function parseWebhookEvent(rawBody: string, signature: string | undefined): Promise<PaymentEvent> {
  const { stripe, keys } = await stripeClient();
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(rawBody, signature ?? '', keys.webhookSecret);
  } catch {
    throw new InvalidWebhookSignature('The webhook signature is not valid');
  }
  return { id: event.id, type: event.type, createdAt: new Date(event.created * 1000), ...eventDetails(event) };
}
