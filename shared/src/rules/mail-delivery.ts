/**
 * How the outbox worker delivers a mail (decision 021): a failed send is tried again after a
 * growing pause, and after the last attempt the mail becomes a dead letter for the operator to
 * look at and replay. Five attempts over about two minutes outlast a brief SES throttle or
 * outage; a longer one leaves dead letters, and an alarm.
 */
export const MAX_MAIL_ATTEMPTS = 5;

/** Pause before each retry, as multiples of the base pause (2 s in AWS): 2, 10, 30, 60 s. */
const retryPauseFactors = [1, 5, 15, 30] as const;

export const DEFAULT_MAIL_RETRY_BASE_MS = 2_000;

/** The pause before the next attempt of a mail that failed `failedAttempts` times (0: none). */
export function pauseBeforeAttempt(failedAttempts: number, baseMs: number = DEFAULT_MAIL_RETRY_BASE_MS): number {
  if (failedAttempts <= 0) return 0;
  const factor = retryPauseFactors[Math.min(failedAttempts, retryPauseFactors.length) - 1] ?? 1;
  return factor * baseMs;
}

/** Whether a mail that has now failed `failedAttempts` times is given up on. */
export function isDeadLetter(failedAttempts: number): boolean {
  return failedAttempts >= MAX_MAIL_ATTEMPTS;
}

/**
 * How long a worker may hold a mail it claimed before another may take it over. A claim is made
 * after the pause, so it covers one send and one write (each under 7 s, `time-budget.ts`): a
 * claim older than this belongs to a worker that stopped, and the worker that finds it waits the
 * lease out and sends the mail itself, well within its own timeout.
 */
export const MAIL_CLAIM_LEASE_SECONDS = 30;

/** A sent mail's record (to, subject, when; not its text) is kept this long, then DynamoDB deletes it. */
export const SENT_MAIL_RETENTION_DAYS = 30;
