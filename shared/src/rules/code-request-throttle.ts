/**
 * How often one e-mail address may ask for a code: a new one no sooner than 60 seconds after the
 * last, and at most five in any hour. Pure: the caller passes the clock and the times of earlier
 * requests (epoch milliseconds), and stores what this answers.
 */
export const RESEND_AFTER_SECONDS = 60;
export const MAX_CODES_PER_HOUR = 5;
export const CODE_REQUEST_WINDOW_SECONDS = 60 * 60;

export type CodeRequestDecision =
  /** Send a code; `sentAt` is the history to store: this request and those still in the window. */
  | { allowed: true; sentAt: number[] }
  /** Too soon: the caller may ask again after this many seconds (at least one). */
  | { allowed: false; retryAfterSeconds: number };

export function decideCodeRequest(previous: readonly number[], now: Date): CodeRequestDecision {
  const nowMs = now.getTime();
  const windowMs = CODE_REQUEST_WINDOW_SECONDS * 1000;
  const recent = previous.filter((sentAt) => sentAt > nowMs - windowMs && sentAt <= nowMs).sort((a, b) => a - b);
  const waits: number[] = [];
  const last = recent.at(-1);
  if (last !== undefined && nowMs - last < RESEND_AFTER_SECONDS * 1000) {
    waits.push(last + RESEND_AFTER_SECONDS * 1000 - nowMs);
  }
  if (recent.length >= MAX_CODES_PER_HOUR) {
    // The request that must leave the window before another fits in it.
    const oldestToLeave = recent[recent.length - MAX_CODES_PER_HOUR];
    if (oldestToLeave !== undefined) waits.push(oldestToLeave + windowMs - nowMs);
  }
  if (waits.length > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
  return { allowed: true, sentAt: [...recent, nowMs] };
}

/** The 429 message: how long to wait, in words. */
export function codeRequestLimitMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds <= 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`;
  return `Too many code requests for this email. Please wait ${wait} before asking for a new code.`;
}
