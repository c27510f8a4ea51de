import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Sets every test of the file at `now`. Only `Date` is faked: timers stay real, so Testing
 * Library's waits and the app's own timeouts run as in a browser.
 */
export function useTestClock(now: Date): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
