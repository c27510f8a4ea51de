import { timingSafeEqual } from 'node:crypto';
import { isCodeLive } from '@sunward/shared/rules/one-time-code';
import type { VerifyOtpRequest } from '@sunward/shared/schemas/one-time-code';
import { codeDigest } from '../adapters/one-time-code-secret';
import { unauthorized } from '../http/http-error';
import { sessionCookie } from '../http/session-cookie';
import { countMetric, metricNames, type VerificationFailure } from '../observability/metrics';
import { type BookingRecord, listBookingsByEmail } from '../store/booking-repository';
import { createSession } from '../store/session-repository';
import { countWrongAttempt, findCode, useCode } from '../store/one-time-code-repository';

/** How long a customer stays signed in after a code (API.md): two hours. */
export const CUSTOMER_SESSION_SECONDS = 2 * 60 * 60;

/** The one answer for a wrong, used, dead or expired code, and for an address without one. */
export const INVALID_CODE_MESSAGE = 'Invalid or expired verification code';

/** Counts one refused code by its reason (`VerificationFailures`); every refusal answers the same 401. */
function refused(reason: VerificationFailure) {
  countMetric(metricNames.verificationFailures, 1, 'Count', { reason });
  return unauthorized(INVALID_CODE_MESSAGE);
}

/**
 * Signs a customer in with the code mailed to them (decision 013): compares HMACs in constant
 * time, counts a wrong try atomically (five kill the code), and uses a right code up with a
 * conditional delete, so of two racing calls with one code exactly one signs in. Answers the
 * address's bookings and the cookie of a new two-hour customer session.
 */
export async function signInWithCode(
  request: VerifyOtpRequest,
  now: Date,
): Promise<{ bookings: BookingRecord[]; cookie: string }> {
  const { email, code } = request;
  const [stored, digest] = await Promise.all([findCode(email), codeDigest(email, code)]);
  if (!stored || !isCodeLive(stored, now)) throw refused('no-live-code');

  const storedDigest = Buffer.from(stored.digest, 'hex');
  const matches = storedDigest.length === digest.length && timingSafeEqual(storedDigest, digest);
  if (!matches) {
    await countWrongAttempt(email, stored.digest);
    throw refused('wrong-code');
  }
  if (!(await useCode(email, stored.digest, now))) throw refused('already-used');

  const session = await createSession({ role: 'customer', subject: email, lifetimeSeconds: CUSTOMER_SESSION_SECONDS }, now);
  const bookings = await listBookingsByEmail(email);
  return { bookings, cookie: sessionCookie(session.id, CUSTOMER_SESSION_SECONDS) };
}
