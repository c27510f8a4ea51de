/**
 * Inquiries one e-mail address may send in one clock hour. The agency reads every one, so the
 * form must not let one sender (or a script typing someone's address) bury the real ones; five
 * leave room for a visitor who adds a thought or two.
 */
export const MAX_INQUIRIES_PER_EMAIL_PER_HOUR = 5;

const HOUR_MS = 60 * 60 * 1000;

/** The clock hour `now` falls in: the counter's window, its start as an ISO timestamp. */
export function inquiryWindow(now: Date): { start: string; end: Date } {
  const startMs = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  return { start: new Date(startMs).toISOString(), end: new Date(startMs + HOUR_MS) };
}

/** Whole seconds from `now` until the address may send again. */
export function inquiryRetryAfterSeconds(now: Date): number {
  return Math.max(1, Math.ceil((inquiryWindow(now).end.getTime() - now.getTime()) / 1000));
}

export function inquiryLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `We have received ${MAX_INQUIRIES_PER_EMAIL_PER_HOUR} messages from this address in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us.`;
}
