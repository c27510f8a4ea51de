import { setTimeout as sleep } from 'node:timers/promises';
import {
  failureDelayMs,
  lockedUntilAfter,
  secondsLocked,
  signInLockMessage,
  signInThrottlePolicy,
  type SignInThrottlePolicy,
} from '@sunward/shared/rules/sign-in-throttle';
import { authenticatorUri } from '@sunward/shared/rules/authenticator-uri';
import type { AdminLoginRequest, AdminLoginResponse, AdminMfaRequest, AdminNewPasswordRequest, CurrentUser } from '@sunward/shared/schemas/user';
import { adminAccountLookup } from '../adapters/admin-account';
import { answerMfaCode, checkPassword, confirmMfaSetup, setNewPassword, signInDelayUnitMs, type SignInStep } from '../adapters/identity';
import { badRequest, tooManyRequests, unauthorized } from '../http/http-error';
import { sessionCookie } from '../http/session-cookie';
import { logger } from '../observability/logger';
import { countMetric, metricNames } from '../observability/metrics';
import { createSession } from '../store/session-repository';
import { clearFailures, countFailure, type FailureScope, findFailures, lockFailures } from '../store/sign-in-failure-repository';

/** How long the admin stays signed in (API.md): a working day. */
export const ADMIN_SESSION_SECONDS = 8 * 60 * 60;

/** The one answer for an unknown user and a wrong password. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

/** The answer when the new-password challenge's session has expired or does not fit. */
export const CHALLENGE_EXPIRED_MESSAGE = 'Your sign-in has expired. Please sign in again with your temporary password.';

/** A wrong authenticator code, or one already used (decision 036). */
export const WRONG_CODE_MESSAGE = 'That code is not right. Enter the current 6-digit code from your authenticator app.';

/** The answer when the authenticator challenge's session has expired, was used or does not fit. */
export const MFA_EXPIRED_MESSAGE = 'Your sign-in has expired. Please sign in again with your password.';

/**
 * Every failed attempt answers no sooner than this after it began, so an unknown user and a wrong
 * password (which Cognito may check at different speeds) cannot be told apart by timing.
 */
export const SIGN_IN_ANSWER_MS = 500;

const policy: SignInThrottlePolicy =
  signInDelayUnitMs === undefined ? signInThrottlePolicy : { ...signInThrottlePolicy, delayUnitMs: signInDelayUnitMs, maxDelayMs: signInDelayUnitMs * 4 };

interface Caller {
  username: string;
  sourceIp: string;
}

const counters = (caller: Caller): [FailureScope, string][] => [
  ['user', caller.username],
  ['ip', caller.sourceIp],
];

/** 429 while the username or the IP is locked. */
async function refuseWhileLocked(caller: Caller, now: Date): Promise<void> {
  const [user, ip] = await Promise.all(counters(caller).map(([scope, value]) => findFailures(scope, value, now)));
  const wait = Math.max(secondsLocked(user?.lockedUntil, now), secondsLocked(ip?.lockedUntil, now));
  if (wait > 0) {
    logger.warn('Admin sign-in refused while locked', { username: caller.username, sourceIp: caller.sourceIp, retryAfterSeconds: wait });
    throw tooManyRequests(signInLockMessage(wait), wait);
  }
}

/**
 * Counts a failure on both counters, locks those that reached the limit, then answers 401 (or 429)
 * late. Counts one `AdminSignInFailures`, and one `AdminSignInLocks` per counter this failure locked.
 */
async function fail(caller: Caller, now: Date, answerAt: number, reason: string, message = INVALID_CREDENTIALS_MESSAGE): Promise<never> {
  const counts = await Promise.all(
    counters(caller).map(async ([scope, value]) => {
      const count = await countFailure(scope, value, now, policy.failureWindowSeconds);
      const until = count.lockedUntil ? undefined : lockedUntilAfter(count.failures, now, policy);
      if (until) {
        await lockFailures(scope, value, until);
        logger.warn('Admin sign-in locked', { scope, username: caller.username, sourceIp: caller.sourceIp, failures: count.failures, until: until.toISOString() });
        // The failure that reached the limit is the one lock; racing later failures lock again but are not counted.
        if (count.failures === policy.lockAfterFailures) countMetric(metricNames.adminSignInLocks, 1, 'Count', { scope });
      }
      return { ...count, lockedUntil: count.lockedUntil ?? until };
    }),
  );
  const failures = Math.max(...counts.map((count) => count.failures));
  logger.warn('Admin sign-in failed', { username: caller.username, sourceIp: caller.sourceIp, reason, failures });
  countMetric(metricNames.adminSignInFailures);

  const wait = answerAt + failureDelayMs(failures, policy) - performance.now();
  if (wait > 0) await sleep(wait);
  const lockedFor = Math.max(...counts.map((count) => secondsLocked(count.lockedUntil, now)));
  if (lockedFor > 0) throw tooManyRequests(signInLockMessage(lockedFor), lockedFor);
  throw unauthorized(message);
}

const lookupAccount = adminAccountLookup();

/**
 * A new admin session once the second factor is met, the username's failures forgotten. It keeps
 * the Cognito account's marker, so a later password change ends it (decision 036).
 */
async function signIn(caller: Caller, now: Date, answerAt: number): Promise<{ user: CurrentUser; cookie: string }> {
  const account = await lookupAccount(caller.username);
  if (!account?.standing) return fail(caller, now, answerAt, 'account not standing after the second factor');
  await clearFailures('user', caller.username);
  const session = await createSession(
    { role: 'admin', subject: caller.username, lifetimeSeconds: ADMIN_SESSION_SECONDS, accountMarker: account.marker },
    now,
  );
  logger.info('Admin signed in', { username: caller.username, sourceIp: caller.sourceIp });
  return { user: { username: caller.username }, cookie: sessionCookie(session.id, ADMIN_SESSION_SECONDS) };
}

/** The challenge Cognito set after a password, as the browser gets it: never a session by itself. */
function challengeBody(caller: Caller, step: Exclude<SignInStep, { outcome: 'rejected' }>): AdminLoginResponse {
  logger.info('Admin sign-in challenged', { username: caller.username, sourceIp: caller.sourceIp, challenge: step.outcome });
  switch (step.outcome) {
    case 'new-password-required':
      return { challenge: 'NEW_PASSWORD_REQUIRED', session: step.session };
    case 'mfa-code':
      return { challenge: 'SOFTWARE_TOKEN_MFA', session: step.session };
    case 'mfa-setup':
      return { challenge: 'MFA_SETUP', session: step.session, secret: step.secret, otpauthUri: authenticatorUri(caller.username, step.secret) };
  }
}

/**
 * Checks the admin's password with Cognito (decision 015). Locked usernames and IPs get 429;
 * failures are counted, slowed down and answered with one 401. A right password answers the next
 * challenge (a new password, the authenticator code or its setup), never a session (decision 036).
 */
export async function signInAdmin(request: AdminLoginRequest, sourceIp: string, now: Date): Promise<AdminLoginResponse> {
  const answerAt = performance.now() + SIGN_IN_ANSWER_MS;
  const caller = { username: request.username, sourceIp };
  await refuseWhileLocked(caller, now);

  const step = await checkPassword(request.username, request.password);
  if (step.outcome === 'rejected') return fail(caller, now, answerAt, 'invalid credentials');
  return challengeBody(caller, step);
}

/**
 * Answers NEW_PASSWORD_REQUIRED; Cognito then asks for the second factor. A password Cognito's
 * policy refuses answers 400 in our words; an expired challenge counts as a failure.
 */
export async function chooseAdminPassword(request: AdminNewPasswordRequest, sourceIp: string, now: Date): Promise<AdminLoginResponse> {
  const answerAt = performance.now() + SIGN_IN_ANSWER_MS;
  const caller = { username: request.username, sourceIp };
  await refuseWhileLocked(caller, now);

  const answer = await setNewPassword(request.username, request.session, request.newPassword);
  if (answer.outcome === 'invalid-password') throw badRequest(newPasswordMessage(answer.message));
  if (answer.outcome === 'rejected') return fail(caller, now, answerAt, 'new-password challenge rejected', CHALLENGE_EXPIRED_MESSAGE);
  return challengeBody(caller, answer);
}

/**
 * The second factor: the authenticator's code, or on the first sign-in the code that confirms its
 * setup. Wrong and replayed codes count as failed sign-ins; the right one signs the admin in.
 */
export async function answerAdminMfa(request: AdminMfaRequest, sourceIp: string, now: Date): Promise<{ user: CurrentUser; cookie: string }> {
  const answerAt = performance.now() + SIGN_IN_ANSWER_MS;
  const caller = { username: request.username, sourceIp };
  await refuseWhileLocked(caller, now);

  const answer =
    request.challenge === 'MFA_SETUP'
      ? await confirmMfaSetup(request.username, request.session, request.code)
      : await answerMfaCode(request.username, request.session, request.code);
  if (answer.outcome === 'wrong-code') return fail(caller, now, answerAt, 'wrong authenticator code', WRONG_CODE_MESSAGE);
  if (answer.outcome === 'rejected') return fail(caller, now, answerAt, 'authenticator challenge rejected', MFA_EXPIRED_MESSAGE);
  return signIn(caller, now, answerAt);
}

/**
 * Cognito's policy message in our words: "Password does not conform to policy: Password must have
 * symbol characters" reads "The new password must have symbol characters."
 */
export function newPasswordMessage(cognitoMessage: string): string {
  const detail = cognitoMessage.replace(/^.*?policy:\s*/i, '').replace(/^password\s+/i, '').trim().replace(/\.$/, '');
  if (detail === '' || detail === cognitoMessage.trim().replace(/\.$/, '')) {
    return 'The new password does not meet the password rules: at least 12 characters, with upper- and lower-case letters, a digit and a symbol.';
  }
  return `The new password ${detail}.`;
}
