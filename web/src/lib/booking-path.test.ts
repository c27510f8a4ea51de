import { describe, expect, it } from 'vitest';
import { bookingPath } from './booking-path';

describe('bookingPath', () => {
  it.each([
    ['a catalogue id', 'portugal-morocco', '/booking?package=portugal-morocco'],
    ['an id with characters a query string must escape', 'a&b c/d?', '/booking?package=a%26b%20c%2Fd%3F'],
  ])('links %s to its booking form', (_label, packageId, expected) => {
    expect(bookingPath(packageId)).toBe(expected);
  });

  it('names the departure when one is chosen', () => {
    expect(bookingPath('tobago-island-escape', '2027-02-11')).toBe('/booking?package=tobago-island-escape&departure=2027-02-11');
    const url = new URL(bookingPath('a&b', 'c&d'), 'https://example.com');
    expect([url.searchParams.get('package'), url.searchParams.get('departure')]).toEqual(['a&b', 'c&d']);
  });

  it('round-trips through the query string the booking page reads', () => {
    const id = 'st-lucia&carnival=2026';
    expect(new URL(bookingPath(id), 'https://example.com').searchParams.get('package')).toBe(id);
  });
});
