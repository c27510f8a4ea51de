/**
 * The one-time code a traveller types to see their bookings (spec §5): six digits, valid for ten
 * minutes from when it was issued, dead after five wrong tries. Pure: the caller passes the clock.
 */
export const CODE_DIGITS = 6;
export const CODE_LIFETIME_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

/** How many different codes there are; a code is drawn uniformly below this (`crypto.randomInt`). */
export const CODE_SPACE = 10 ** CODE_DIGITS;

/** The code for a number drawn in `[0, CODE_SPACE)`: always six digits, leading zeros kept. */
export function formatCode(drawn: number): string {
  if (!Number.isInteger(drawn) || drawn < 0 || drawn >= CODE_SPACE) {
    throw new RangeError(`A code is drawn from 0 to ${CODE_SPACE - 1}, got ${drawn}`);
  }
  return String(drawn).padStart(CODE_DIGITS, '0');
}

export function isCodeFormat(text: string): boolean {
  return /^\d{6}$/.test(text);
}

/** When a code issued at `issuedAt` stops working. */
export function codeExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + CODE_LIFETIME_MINUTES * 60_000);
}

/** The earliest issue time of a code still valid at `now` (for a conditional write). */
export function earliestLiveIssue(now: Date): Date {
  return new Date(now.getTime() - CODE_LIFETIME_MINUTES * 60_000);
}

/** A code still accepts tries while it is unexpired and has had fewer than five wrong ones. */
export function isCodeLive(code: { issuedAt: Date; wrongAttempts: number }, now: Date): boolean {
  return now < codeExpiry(code.issuedAt) && code.wrongAttempts < MAX_CODE_ATTEMPTS;
}
