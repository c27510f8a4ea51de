import { type Cents, cents, dollarsToCents, formatUsd } from '@sunward/shared/money';
import { MIN_BALANCE_PAYMENT_CENTS } from '@sunward/shared/schemas/payment';
import type { ToastMessage } from '../feedback/toast-message';

/**
 * Spec §5, the additional payment amount: dollars as typed, more than 0 (at least $1, the
 * server's smallest payment) and at most the balance due; sent in cents, rounded. A refusal is
 * the toast the spec names.
 */
export function parseBalanceAmount(typed: string, balanceDue: Cents): { amount: Cents } | { refusal: ToastMessage } {
  const dollars = typed.trim() === '' ? Number.NaN : Number(typed);
  if (!Number.isFinite(dollars) || dollars <= 0) {
    return { refusal: { title: 'Invalid Amount', description: 'Please enter a valid payment amount' } };
  }
  const amount = dollarsToCents(dollars);
  if (amount < MIN_BALANCE_PAYMENT_CENTS) {
    return { refusal: { title: 'Invalid Amount', description: `The smallest payment is ${formatUsd(cents(MIN_BALANCE_PAYMENT_CENTS))}` } };
  }
  if (amount > balanceDue) {
    return { refusal: { title: 'Amount Too Large', description: `Payment amount cannot exceed your balance of ${formatUsd(balanceDue)}` } };
  }
  return { amount };
}
