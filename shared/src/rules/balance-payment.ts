import { formatUsd, type Cents } from '../money';
import { MIN_BALANCE_PAYMENT_CENTS } from '../schemas/payment';
import type { PaymentIntentFacts } from './deposit-payment';

/**
 * Why a traveller may not pay `amountCents` towards a balance of `balanceDueCents` now, or
 * undefined when they may: at least $1, at most what is still due.
 */
export function balanceAmountProblem(amountCents: number, balanceDueCents: Cents): string | undefined {
  if (balanceDueCents <= 0) return 'This booking is paid in full';
  if (!Number.isSafeInteger(amountCents)) return 'Enter the amount in whole cents';
  if (amountCents < MIN_BALANCE_PAYMENT_CENTS) return `The smallest payment is ${formatUsd(MIN_BALANCE_PAYMENT_CENTS as Cents)}`;
  if (amountCents > balanceDueCents) return `The most you can pay is the balance due, ${formatUsd(balanceDueCents)}`;
  return undefined;
}

/**
 * Whether Stripe's PaymentIntent is a balance payment for this booking that has succeeded: in
 * dollars, made by the server for this booking's balance, received in full. The amount is
 * Stripe's; whether it still fits the balance is the recorder's business (see
 * `balanceAfterPayment`), since money already taken is never refused.
 */
export function isThisBalancePayment(intent: PaymentIntentFacts, booking: { id: string }): boolean {
  return (
    intent.status === 'succeeded' &&
    intent.metadata.bookingId === booking.id &&
    intent.metadata.purpose === 'balance' &&
    intent.currency === 'usd' &&
    intent.amount > 0 &&
    intent.amountReceived === intent.amount
  );
}

/**
 * A booking's balance once `amountCents` is counted: never below zero. What Stripe took beyond
 * the balance (two tabs paying at once) is the overpayment, for the agency to refund.
 */
export function balanceAfterPayment(balanceDueCents: Cents, amountCents: Cents): { balanceDueCents: Cents; overpaidCents: Cents } {
  return {
    balanceDueCents: Math.max(0, balanceDueCents - amountCents) as Cents,
    overpaidCents: Math.max(0, amountCents - Math.max(0, balanceDueCents)) as Cents,
  };
}
