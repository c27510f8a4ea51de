import { describe, expect, it } from 'vitest';
import { isSoldOut, seatsLeftMessage } from './package-availability';

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

describe('seatsLeftMessage', () => {
  it.each([
    [0, 'This trip is sold out'],
    [-1, 'This trip is sold out'],
    [1, 'Only 1 seat left on this trip'],
    [3, 'Only 3 seats left on this trip'],
  ])('with %i seats left says %s', (seats, expected) => {
    expect(seatsLeftMessage(seats)).toBe(expected);
  });
});
