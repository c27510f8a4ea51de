import { describe, expect, it } from 'vitest';
import type { DepartureState } from '../schemas/package';
import { departureRefusal, hasDeparted, isBookable, todayOf } from './departure';

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

describe('todayOf', () => {
  it.each([
    ['2026-11-23T00:00:00.000Z', '2026-11-23'],
    ['2026-11-23T23:59:59.999Z', '2026-11-23'],
  ])('at %s today is %s (UTC)', (now, today) => {
    expect(todayOf(new Date(now))).toBe(today);
  });
});

describe('a departure takes bookings', () => {
  const dayBefore = new Date('2027-07-07T23:59:59.999Z');
  const dayOf = new Date('2027-07-08T00:00:00.000Z');

  it.each<[DepartureState, Date, ReturnType<typeof departureRefusal>]>([
    ['open', dayBefore, null],
    ['open', dayOf, 'departed'],
    ['closed', dayBefore, 'closed'],
    ['closed', dayOf, 'departed'],
    ['cancelled', dayBefore, 'cancelled'],
    ['cancelled', dayOf, 'cancelled'],
  ])('%s, at %s, is refused for: %s', (state, now, refusal) => {
    const departure = { departureDate: '2027-07-08', state };
    expect(departureRefusal(departure, now)).toBe(refusal);
    expect(isBookable(departure, now)).toBe(refusal === null);
  });
});
