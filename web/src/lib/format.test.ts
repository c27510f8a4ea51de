import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDeadline } from './format';

describe('formatDate', () => {
  it.each([
    ['2026-07-09', 'July 9, 2026'],
    ['2026-04-02', 'April 2, 2026'],
    ['2028-02-29', 'February 29, 2028'],
    ['2025-12-31', 'December 31, 2025'],
  ])('formats %s as %s', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });
});

describe('formatDateRange', () => {
  it.each([
    ['within a month', '2026-07-09', '2026-07-14', 'July 9\u201314, 2026'],
    ['the Belize trip', '2026-04-02', '2026-04-06', 'April 2\u20136, 2026'],
    ['across months', '2026-07-30', '2026-08-02', 'July 30 \u2013 August 2, 2026'],
    ['across years', '2026-12-30', '2027-01-03', 'December 30, 2026 \u2013 January 3, 2027'],
    ['on one day', '2026-07-09', '2026-07-09', 'July 9, 2026'],
    ['the first day of a month', '2026-01-01', '2026-01-05', 'January 1\u20135, 2026'],
  ])('formats a range %s', (_label, departure, returnDate, expected) => {
    expect(formatDateRange(departure, returnDate)).toBe(expected);
  });

  it('keeps the calendar day whatever the time zone (no Date parsing)', () => {
    // new Date('2026-07-09') is 8 July in New York; the trip still leaves on the 9th.
    expect(formatDateRange('2026-07-09', '2026-07-14')).toMatch(/^July 9/);
  });

  it.each([
    ['a return before the departure', '2026-07-14', '2026-07-09'],
    ['a month that does not exist', '2026-13-01', '2026-13-04'],
    ['a day that does not exist', '2026-02-29', '2026-03-02'],
    ['a US-style date', '07/09/2026', '07/14/2026'],
    ['a timestamp', '2026-07-09T00:00:00Z', '2026-07-14'],
  ])('rejects %s', (_label, departure, returnDate) => {
    expect(() => formatDateRange(departure, returnDate)).toThrow(RangeError);
  });
});

describe('formatDeadline', () => {
  it('gives the day, the minute and the zone, with no seconds', () => {
    const shown = formatDeadline('2026-11-28T17:08:00Z');

    expect(shown).toMatch(/^Nov (27|28|29), 2026, \d{1,2}:08 [AP]M [A-Z][A-Za-z0-9+:-]+$/);
    expect(shown).not.toMatch(/:\d\d:\d\d/);
  });
});
