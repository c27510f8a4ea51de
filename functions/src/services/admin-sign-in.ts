import { setTimeout as sleep } from 'node:timers/promises';
import {
  failureDelayMs,
  lockedUntilAfter,
  secondsLocked,
  signInLockMessage,
  signInThrottlePolicy,
  type SignInThrottlePolicy,
} from '@sunward/shared/rules/sign-in-throttle';
import type { AdminLoginRequest, AdminLoginResponse, AdminNewPasswordRequest, CurrentUser } from '@sunward/shared/schemas/user';
import { checkPassword, setNewPassword, signInDelayUnitMs } from '../adapters/identity';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../http/http-error';
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
async function fail(caller: Caller, now: Date, answerAt: number, reason: string): Promise<never> {
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
  throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
}

/** A new admin session, the username's failures forgotten. */
async function signIn(caller: Caller, now: Date): Promise<{ user: CurrentUser; cookie: string }> {
  await clearFailures('user', caller.username);
  const session = await createSession({ role: 'admin', subject: caller.username, lifetimeSeconds: ADMIN_SESSION_SECONDS }, now);
  logger.info('Admin signed in', { username: caller.username, sourceIp: caller.sourceIp });
  return { user: { username: caller.username }, cookie: sessionCookie(session.id, ADMIN_SESSION_SECONDS) };
}

/**
 * Signs the admin in with a password Cognito checks (decision 015). Locked usernames and IPs get
 * 429; failures are counted, slowed down and answered with one 401; a temporary password answers
 * the NEW_PASSWORD_REQUIRED challenge instead of a session.
 */
export async function signInAdmin(
  request: AdminLoginRequest,
  sourceIp: string,
  now: Date,
): Promise<{ body: AdminLoginResponse; cookie?: string }> {
  const answerAt = performance.now() + SIGN_IN_ANSWER_MS;
  const caller = { username: request.username, sourceIp };
  await refuseWhileLocked(caller, now);

  const check = await checkPassword(request.username, request.password);
  if (check.outcome === 'rejected') return fail(caller, now, answerAt, 'invalid credentials');
  if (check.outcome === 'new-password-required') {
    logger.info('Admin sign-in needs a new password', { username: caller.username, sourceIp });
    return { body: { challenge: 'NEW_PASSWORD_REQUIRED', session: check.session } };
  }
  const { user, cookie } = await signIn(caller, now);
  return { body: user, cookie };
}

/**
 * Answers NEW_PASSWORD_REQUIRED, then signs in like a login. A password Cognito's policy refuses
 * answers 400 in our words; an expired challenge counts as a failure.
 */
export async function chooseAdminPassword(
  request: AdminNewPasswordRequest,
  sourceIp: string,
  now: Date,
): Promise<{ user: CurrentUser; cookie: string }> {
  const answerAt = performance.now() + SIGN_IN_ANSWER_MS;
  const caller = { username: request.username, sourceIp };
  await refuseWhileLocked(caller, now);

  const answer = await setNewPassword(request.username, request.session, request.newPassword);
  if (answer.outcome === 'invalid-password') throw badRequest(newPasswordMessage(answer.message));
  if (answer.outcome === 'rejected') {
    try {
      return await fail(caller, now, answerAt, 'new-password challenge rejected');
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) throw unauthorized(CHALLENGE_EXPIRED_MESSAGE);
      throw error;
    }
  }
  return signIn(caller, now);
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
