import { describe, expect, it } from 'vitest';
import { hasDeparted } from './departure';

describe('hasDeparted', () => {
  it.each<[string | null, string, boolean]>([
    ['2026-07-09', '2026-07-08T23:59:59.999Z', false],
    ['2026-07-09', '2026-07-09T00:00:00.000Z', true],
    ['2026-07-09', '2026-07-20T12:00:00.000Z', true],
    ['2026-07-09', '2025-12-01T12:00:00.000Z', false],
    [null, '2030-01-01T00:00:00.000Z', false],
  ])('departing %s, at %s it has departed: %s', (departureDate, now, expected) => {
    expect(hasDeparted(departureDate, new Date(now))).toBe(expected);
  });
});
