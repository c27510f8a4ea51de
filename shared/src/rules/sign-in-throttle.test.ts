import { describe, expect, it } from 'vitest';
import { failureDelayMs, lockedUntilAfter, secondsLocked, signInLockMessage, type SignInThrottlePolicy } from './sign-in-throttle';

const now = new Date('2026-11-23T10:00:00.000Z');

describe('failureDelayMs', () => {
  it.each<[number, number]>([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 1_000],
    [4, 2_000],
    [5, 4_000],
    [6, 4_000],
    [10, 4_000],
  ])('after %i failures waits %i ms', (failures, delay) => {
    expect(failureDelayMs(failures)).toBe(delay);
  });

  it('scales with the policy', () => {
    const small: SignInThrottlePolicy = { freeFailures: 1, delayUnitMs: 5, maxDelayMs: 20, lockAfterFailures: 3, lockSeconds: 60, failureWindowSeconds: 60 };
    expect([1, 2, 3, 4, 5].map((failures) => failureDelayMs(failures, small))).toEqual([0, 5, 10, 20, 20]);
  });
});

describe('lockedUntilAfter', () => {
  it.each<[number, Date | undefined]>([
    [1, undefined],
    [9, undefined],
    [10, new Date('2026-11-23T10:15:00.000Z')],
    [12, new Date('2026-11-23T10:15:00.000Z')],
  ])('after %i failures', (failures, until) => {
    expect(lockedUntilAfter(failures, now)).toEqual(until);
  });
});

describe('secondsLocked', () => {
  it.each<[string, Date | undefined, number]>([
    ['no lock', undefined, 0],
    ['an ended lock', new Date('2026-11-23T09:59:59.000Z'), 0],
    ['a lock ending now', now, 0],
    ['half a second left', new Date('2026-11-23T10:00:00.500Z'), 1],
    ['fifteen minutes left', new Date('2026-11-23T10:15:00.000Z'), 900],
  ])('%s', (_name, until, seconds) => {
    expect(secondsLocked(until, now)).toBe(seconds);
  });
});

describe('signInLockMessage', () => {
  it.each<[number, string]>([
    [1, '1 second'],
    [30, '30 seconds'],
    [60, '1 minute'],
    [900, '15 minutes'],
  ])('%i s reads %s', (seconds, words) => {
    expect(signInLockMessage(seconds)).toContain(`try again in ${words}.`);
  });
});
