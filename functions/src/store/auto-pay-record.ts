import { AutoPayState, InstallmentState } from '@sunward/shared/schemas/auto-pay';
import * as z from 'zod/mini';

/**
 * A booking's plan of automatic installments as the booking item holds it (decision 047): on the
 * booking itself, so the write that cancels, releases or refunds a booking stops its plan too.
 * Amounts in cents; dates the agency's calendar days.
 */

const wholeCents = z.number().check(z.int());

export const StoredInstallment = z.object({
  number: z.number().check(z.int(), z.positive()),
  date: z.string(),
  amountCents: wholeCents,
  state: InstallmentState,
  /** Charges tried. */
  attempts: z.number().check(z.int(), z.nonnegative()),
  /** When a refused charge is tried again; only while `retrying`. */
  nextAttemptDate: z.optional(z.string()),
  /** The last attempt's PaymentIntent. */
  paymentIntentId: z.optional(z.string()),
  paidCents: z.optional(wholeCents),
  failure: z.optional(
    z.object({
      code: z.string(),
      declineCode: z.optional(z.string()),
      adviceCode: z.optional(z.string()),
      message: z.string(),
      at: z.string(),
    }),
  ),
});
export type StoredInstallment = z.output<typeof StoredInstallment>;

export const AutoPayRecord = z.object({
  state: AutoPayState,
  consentVersion: z.string(),
  /** When the traveller agreed (ISO). */
  consentedAt: z.string(),
  /** The Stripe customer the card is saved on. */
  customerId: z.string(),
  /** The card charged; null once switched off and detached. */
  paymentMethodId: z.nullable(z.string()),
  card: z.nullable(
    z.object({
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number().check(z.int()),
      expYear: z.number().check(z.int()),
    }),
  ),
  installments: z.array(StoredInstallment),
  /** Installments failed in a row (a paid one resets it); `FAILURES_TO_SUSPEND` suspends. */
  failuresInRow: z.number().check(z.int(), z.nonnegative()),
  /** Why it is off or suspended: 'traveller' | 'operator' | 'cancelled' | 'released' | 'refunded' | 'disputed' | 'failures'. */
  endedBecause: z.optional(z.string()),
  /** The last SetupIntent applied to it (the opt-in's, or a change of card's): the browser's call and the webhook apply one once. */
  setupIntentId: z.optional(z.string()),
  /** When the plan last changed hands (started, card changed, stopped) (ISO). */
  changedAt: z.string(),
});
export type AutoPayRecord = z.output<typeof AutoPayRecord>;

/** Why a plan stops. */
export type AutoPayEnd = 'traveller' | 'operator' | 'cancelled' | 'released' | 'refunded' | 'disputed' | 'failures';

/** The plan's timed work (decision 042), one item of each per booking, the booking's id as subject. */
export const INSTALLMENT_NOTICE = 'installment-notice';
export const INSTALLMENT_CHARGE = 'installment-charge';
export const CARD_EXPIRY_NOTICE = 'card-expiry-notice';
/**
 * Starts the plan a traveller asked for on the booking form when the deposit's own write could not
 * (Stripe did not answer with the card in time): due a few minutes after the deposit, deleted by
 * the write that starts the plan.
 */
export const AUTO_PAY_START = 'auto-pay-start';

/** Every kind of timed work a plan may have: all go when it stops. */
export const autoPayWorkKinds = [INSTALLMENT_NOTICE, INSTALLMENT_CHARGE, CARD_EXPIRY_NOTICE, AUTO_PAY_START] as const;

/** A plan still to charge: it stops with a cancel, a release, a refund of its deposit or a dispute. */
export function isRunning(plan: Pick<AutoPayRecord, 'state'> | undefined): boolean {
  return plan !== undefined && (plan.state === 'active' || plan.state === 'needs-traveller' || plan.state === 'suspended');
}

/** An installment that has not been charged yet, or is being tried again. */
export function isToCharge(installment: Pick<StoredInstallment, 'state'>): boolean {
  return installment.state === 'scheduled' || installment.state === 'retrying' || installment.state === 'needs-authentication';
}
