import { describe, expect, it } from 'vitest';
import { bookingPath } from './booking-path';

describe('bookingPath', () => {
  it.each([
    ['a catalogue id', 'portugal-morocco', '/booking?package=portugal-morocco'],
    ['an id with characters a query string must escape', 'a&b c/d?', '/booking?package=a%26b%20c%2Fd%3F'],
  ])('links %s to its booking form', (_label, packageId, expected) => {
    expect(bookingPath(packageId)).toBe(expected);
  });

  it('round-trips through the query string the booking page reads', () => {
    const id = 'st-lucia&carnival=2026';
    expect(new URL(bookingPath(id), 'https://example.com').searchParams.get('package')).toBe(id);
  });
});
