import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { codeRequestLimitMessage, decideCodeRequest, RESEND_AFTER_SECONDS } from '@sunward/shared/rules/code-request-throttle';
import { CODE_SPACE, codeExpiry, formatCode } from '@sunward/shared/rules/one-time-code';
import { isHoneypotFilled } from '@sunward/shared/schemas/honeypot';
import type { RequestOtpRequest } from '@sunward/shared/schemas/one-time-code';
import { sealForMailWorker } from '../adapters/code-encryption';
import { codeDigest } from '../adapters/one-time-code-secret';
import { tooManyRequests } from '../http/http-error';
import type { MailSecrets, OutgoingMail, SealedFacts } from '../mail/outgoing-mail';
import { countMetric, metricNames } from '../observability/metrics';
import { readSiteSettings } from '../settings/site';
import { listBookingsByEmail } from '../store/booking-repository';
import { findCodeRequests, issueCode } from '../store/one-time-code-repository';

const site = readSiteSettings();

/**
 * Every allowed request answers no sooner than this after it began, so the work an address with
 * bookings causes (its mail written to the outbox) does not make its answer measurably slower
 * than that of an address without (decision 013). Far below the function's time budget.
 */
export const CODE_REQUEST_ANSWER_MS = 750;

/** The one-click sign-in link: a fragment, so the code reaches neither server logs nor Referer headers. */
export function signInUrl(email: string, code: string): string {
  return `${site.SITE_URL}/my-booking#email=${encodeURIComponent(email)}&code=${code}`;
}

/**
 * The code and its link sealed for the mail worker (decision 038): the outbox never holds either in
 * clear, nor whether the address has bookings, and this function may seal but not open them.
 */
async function sealCode(email: string, code: string, hasBookings: boolean): Promise<SealedFacts> {
  const secrets: MailSecrets<'oneTimeCode'> = { code, signInUrl: signInUrl(email, code), ...(hasBookings ? {} : { noBookings: true }) };
  return (await sealForMailWorker('oneTimeCode', JSON.stringify(secrets))) as SealedFacts;
}

/**
 * Issues a one-time code for an address (decision 013): throttled per address, stored as an HMAC
 * (replacing any earlier code) and mailed. An address without bookings gets a short mail saying
 * so, with its code, which then signs in to no bookings: the caller's answer is the same either
 * way, the same items are written, and it arrives after the same time. A filled honeypot does nothing.
 */
export async function requestOneTimeCode(request: RequestOtpRequest, now: Date): Promise<void> {
  if (isHoneypotFilled(request.website)) return;
  const answerAt = performance.now() + CODE_REQUEST_ANSWER_MS;
  const { email } = request;

  const previous = await findCodeRequests(email);
  const decision = decideCodeRequest(previous, now);
  if (!decision.allowed) {
    throw tooManyRequests(codeRequestLimitMessage(decision.retryAfterSeconds), decision.retryAfterSeconds);
  }

  const code = formatCode(randomInt(0, CODE_SPACE));
  const digest = (await codeDigest(email, code)).toString('hex');
  const hasBookings = (await listBookingsByEmail(email)).length > 0;
  const expiresAt = codeExpiry(now);
  // A code that has expired is no use: the outbox drops its mail rather than send it late.
  const mail: OutgoingMail = {
    to: email,
    sendBefore: expiresAt,
    template: 'oneTimeCode',
    facts: { expiresAt: expiresAt.toISOString() },
    sealedFacts: await sealCode(email, code, hasBookings),
  };
  const issued = await issueCode(email, { digest, issuedAt: now }, { previous, next: decision.sentAt }, mail);
  // Another request for the same address got in between: that one counts, this one waits.
  if (!issued) throw tooManyRequests(codeRequestLimitMessage(RESEND_AFTER_SECONDS), RESEND_AFTER_SECONDS);
  if (hasBookings) countMetric(metricNames.oneTimeCodesRequested);

  const wait = answerAt - performance.now();
  if (wait > 0) await sleep(wait);
}
