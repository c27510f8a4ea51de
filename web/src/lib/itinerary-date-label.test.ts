import { describe, expect, it } from 'vitest';
import { itineraryDateLabel } from './format';

describe('itineraryDateLabel', () => {
  it.each([
    ['2026-04-02', 1, 'weekday', 'Thursday, April 2'],
    ['2026-04-02', 5, 'weekday', 'Monday, April 6'],
    ['2026-07-09', 1, 'date', 'July 9'],
    ['2026-07-09', 6, 'date', 'July 14'],
    ['2026-07-30', 4, 'date', 'August 2'],
    ['2026-12-31', 2, 'weekday', 'Friday, January 1'],
    ['2028-02-28', 2, 'date', 'February 29'],
  ] as const)('%s day %i (%s) is "%s"', (departure, day, style, expected) => {
    expect(itineraryDateLabel(departure, day, style)).toBe(expected);
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    expect(() => itineraryDateLabel('April 2, 2026', 1, 'date')).toThrow(RangeError);
  });
});
