/** How long after one resend a booking's mails may be sent again: two clicks send one mail, and nobody is flooded. */
export const MAIL_RESEND_MINUTES = 10;

/** When a booking last sent again at `lastAt` may send again. */
export function nextResendAt(lastAt: Date): Date {
  return new Date(lastAt.getTime() + MAIL_RESEND_MINUTES * 60_000);
}

/** The seconds to wait at `now` before the next resend (at least 1), or 0 when it may go now. */
export function resendWaitSeconds(lastAt: Date | undefined, now: Date): number {
  if (!lastAt) return 0;
  const waitMs = nextResendAt(lastAt).getTime() - now.getTime();
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
}
