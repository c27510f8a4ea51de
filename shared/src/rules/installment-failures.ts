import { retryDate } from './installment-plan';

/**
 * What an automatic installment's refused charge means (decision 047), read from Stripe's error:
 * its `code`, the issuer's `decline_code` and the network's `advice_code`. Retrying a charge the
 * issuer said never to retry costs fees and can get the account flagged by the card networks, so
 * only the reasons that may pass are tried again, and the advice code wins over the decline code.
 */

/** A refused off-session charge, as the payments adapter reports Stripe's card error. */
export interface ChargeFailure {
  code: string;
  declineCode?: string | undefined;
  adviceCode?: string | undefined;
  message: string;
}

/**
 * `authentication`: the bank wants the traveller to confirm this payment (SCA); only they can, from
 * the mail's link, so it is never retried off-session. `retry`: a reason that may pass (no funds
 * today, the issuer busy). `hard`: anything else (an expired, lost or stolen card, a plain decline,
 * "do not try again"): the traveller must change the card.
 */
export type FailureClass = 'authentication' | 'retry' | 'hard';

/** The decline codes (and Stripe error codes) that may pass on their own. */
export const RETRYABLE_DECLINE_CODES: readonly string[] = ['insufficient_funds', 'try_again_later', 'processing_error'];

export function failureClass(failure: ChargeFailure): FailureClass {
  if (failure.code === 'authentication_required' || failure.declineCode === 'authentication_required') return 'authentication';
  if (failure.adviceCode === 'do_not_try_again') return 'hard';
  if (failure.adviceCode === 'try_again_later') return 'retry';
  if (RETRYABLE_DECLINE_CODES.includes(failure.declineCode ?? '') || RETRYABLE_DECLINE_CODES.includes(failure.code)) return 'retry';
  return 'hard';
}

/** What an installment becomes after a refused charge. */
export type FailedInstallment =
  | { state: 'needs-authentication' }
  | { state: 'retrying'; nextAttemptDate: string }
  | { state: 'failed' };

/**
 * An installment's state after its `attempts`-th charge (1 for the first) was refused: waiting for
 * the traveller's authentication, tried again 2 then 4 days after its date while that stays before
 * the balance due date, or failed.
 */
export function installmentAfterFailure(input: {
  date: string;
  attempts: number;
  balanceDueDate: string;
  failure: ChargeFailure;
}): FailedInstallment {
  switch (failureClass(input.failure)) {
    case 'authentication':
      return { state: 'needs-authentication' };
    case 'retry': {
      const next = retryDate(input.date, input.attempts, input.balanceDueDate);
      return next ? { state: 'retrying', nextAttemptDate: next } : { state: 'failed' };
    }
    case 'hard':
      return { state: 'failed' };
  }
}
