import { describe, expect, it } from 'vitest';
import { BookingReference } from '../schemas/booking';
import {
  BOOKING_REFERENCE_ALPHABET,
  derivedBookingReference,
  isBookingReference,
  newBookingReference,
} from './booking-reference';

describe('the booking reference alphabet', () => {
  it('has 31 characters and none that look alike', () => {
    expect(BOOKING_REFERENCE_ALPHABET).toHaveLength(31);
    expect(new Set(BOOKING_REFERENCE_ALPHABET).size).toBe(31);
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(BOOKING_REFERENCE_ALPHABET).not.toContain(lookAlike);
  });
});

describe('newBookingReference', () => {
  it.each<[string, (size: number) => number, string]>([
    ['the first character each time', () => 0, 'SGT-222222'],
    ['the last character each time', (size) => size - 1, 'SGT-ZZZZZZ'],
  ])('builds SGT- and six characters from %s', (_, pick, expected) => {
    expect(newBookingReference(pick)).toBe(expected);
  });

  it('uses each random index in turn', () => {
    const indexes = [0, 8, 9, 17, 30, 1];
    expect(newBookingReference(() => indexes.shift() ?? 0)).toBe('SGT-2ABKZ3');
  });

  it.each([-1, 31, 2.5, Number.NaN])('refuses an index outside the alphabet (%s)', (index) => {
    expect(() => newBookingReference(() => index)).toThrow(RangeError);
  });

  it('agrees with the API schema', () => {
    const reference = newBookingReference((size) => Math.floor(Math.random() * size));
    expect(BookingReference.safeParse(reference).success).toBe(true);
  });
});

describe('isBookingReference', () => {
  it.each([
    ['SGT-2ABKZ3', true],
    ['SGT-ZZZZZZ', true],
    ['sgt-2abkz3', false],
    ['SGT-2ABKZ', false],
    ['SGT-2ABKZ33', false],
    ['SGT-0ABKZ3', false],
    ['SGT-IABKZ3', false],
    ['ABC-2ABKZ3', false],
  ])('%s → %s', (text, expected) => {
    expect(isBookingReference(text)).toBe(expected);
  });
});

describe('derivedBookingReference', () => {
  it('answers the same valid reference for the same id, and different ones for different ids', () => {
    const id = '6f1c1b1e-3f0a-4c57-9a59-0d3c2b8f1a11';
    expect(derivedBookingReference(id)).toBe(derivedBookingReference(id));
    expect(isBookingReference(derivedBookingReference(id))).toBe(true);
    const references = new Set(Array.from({ length: 1000 }, (_, index) => derivedBookingReference(`booking-${index}`)));
    expect(references.size).toBe(1000);
  });
});
