import { describe, expect, it } from 'vitest';
import { addDays, agencyDate, agencyInstant, daysBetween } from './agency-calendar';

describe('agencyDate', () => {
  it.each([
    ['2026-11-26T04:59:59.000Z', '2026-11-25'],
    ['2026-11-26T05:00:00.000Z', '2026-11-26'],
    ['2027-07-09T03:59:59.000Z', '2027-07-08'],
    ['2027-07-09T04:00:00.000Z', '2027-07-09'],
  ])('at %s New York is on %s', (instant, date) => {
    expect(agencyDate(new Date(instant))).toBe(date);
  });
});

describe('agencyInstant', () => {
  it.each([
    ['2026-12-01', 9, '2026-12-01T14:00:00.000Z'],
    ['2027-07-08', 9, '2027-07-08T13:00:00.000Z'],
    // The days daylight saving starts and ends in 2027.
    ['2027-03-14', 9, '2027-03-14T13:00:00.000Z'],
    ['2027-11-07', 9, '2027-11-07T14:00:00.000Z'],
    ['2027-03-14', 0, '2027-03-14T05:00:00.000Z'],
  ])('%s at %i:00 in New York is %s', (date, hour, instant) => {
    expect(agencyInstant(date, hour).toISOString()).toBe(instant);
  });

  it('is the inverse of agencyDate for every day of a year', () => {
    for (let day = 0; day < 366; day++) {
      const date = addDays('2027-01-01', day);
      expect(agencyDate(agencyInstant(date, 9))).toBe(date);
      expect(agencyDate(agencyInstant(date, 0))).toBe(date);
    }
  });
});

describe('addDays and daysBetween', () => {
  it('cross months, years and a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2027-01-02', -3)).toBe('2026-12-30');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
  });

  it('refuses what is not a date', () => {
    expect(() => addDays('July 8', 1)).toThrow(RangeError);
  });
});
