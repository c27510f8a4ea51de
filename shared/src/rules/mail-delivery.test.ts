import { describe, expect, it } from 'vitest';
import { isDeadLetter, MAX_MAIL_ATTEMPTS, pauseBeforeAttempt } from './mail-delivery';

describe('mail delivery retries', () => {
  it('tries a new mail at once, then pauses longer after each failure, never shorter', () => {
    const pauses = Array.from({ length: MAX_MAIL_ATTEMPTS + 2 }, (_, failed) => pauseBeforeAttempt(failed, 100));

    expect(pauses[0]).toBe(0);
    for (let failed = 1; failed < pauses.length; failed++) expect(pauses[failed]).toBeGreaterThanOrEqual(pauses[failed - 1] ?? 0);
    expect(pauses[1]).toBeGreaterThan(0);
    expect(pauses.at(-1)).toBe(pauses.at(-2));
  });

  it('scales every pause with the base pause', () => {
    expect(pauseBeforeAttempt(3, 200)).toBe(2 * pauseBeforeAttempt(3, 100));
  });

  it('gives a mail up only once it has failed every attempt', () => {
    expect(isDeadLetter(MAX_MAIL_ATTEMPTS - 1)).toBe(false);
    expect(isDeadLetter(MAX_MAIL_ATTEMPTS)).toBe(true);
  });
});
