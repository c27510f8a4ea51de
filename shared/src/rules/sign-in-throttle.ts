/**
 * How failed admin sign-ins slow down and then stop an attacker (decision 015). Failures are
 * counted per username and per client IP; the larger count decides. Pure: the caller passes the
 * count after this failure and the clock, and stores what this answers.
 */
export interface SignInThrottlePolicy {
  /** Failures answered with no extra delay. */
  readonly freeFailures: number;
  /** The first delayed failure waits this long; each further one twice as long as the last. */
  readonly delayUnitMs: number;
  /** No failure waits longer than this (it must fit the function's time budget). */
  readonly maxDelayMs: number;
  /** This many failures lock the username or IP. */
  readonly lockAfterFailures: number;
  readonly lockSeconds: number;
  /** A counter with no new failure for this long starts again from zero. */
  readonly failureWindowSeconds: number;
}

export const signInThrottlePolicy: SignInThrottlePolicy = {
  freeFailures: 2,
  delayUnitMs: 1_000,
  maxDelayMs: 4_000,
  lockAfterFailures: 10,
  lockSeconds: 15 * 60,
  failureWindowSeconds: 15 * 60,
};

/**
 * How long after it began a failed sign-in is answered: nothing extra for the first failures,
 * then 2^(failures-3) units (1 s after the third failure, 2 s after the fourth…), capped.
 */
export function failureDelayMs(failures: number, policy: SignInThrottlePolicy = signInThrottlePolicy): number {
  if (failures <= policy.freeFailures) return 0;
  return Math.min(policy.delayUnitMs * 2 ** (failures - policy.freeFailures - 1), policy.maxDelayMs);
}

/** When a counter that just reached `failures` stays locked until, or undefined when it is not locked. */
export function lockedUntilAfter(failures: number, now: Date, policy: SignInThrottlePolicy = signInThrottlePolicy): Date | undefined {
  if (failures < policy.lockAfterFailures) return undefined;
  return new Date(now.getTime() + policy.lockSeconds * 1000);
}

/** Whole seconds until a lock ends (at least one), or 0 when it has ended. */
export function secondsLocked(lockedUntil: Date | undefined, now: Date): number {
  if (!lockedUntil || lockedUntil <= now) return 0;
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
}

/** The 429 message while locked, with the wait in words. */
export function signInLockMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60 ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many failed sign-in attempts. Sign-in is locked; please try again in ${wait}.`;
}
