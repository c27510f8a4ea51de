import { describe, expect, it } from 'vitest';
import { isSoldOut } from './package-availability';

describe('isSoldOut', () => {
  it.each([
    [false, 12, false],
    [false, 1, false],
    [false, 0, true],
    [true, 12, true],
    [true, 0, true],
  ])('flagged %s with %i seats left is sold out: %s', (flagged, seats, expected) => {
    expect(isSoldOut(flagged, seats)).toBe(expected);
  });
});
