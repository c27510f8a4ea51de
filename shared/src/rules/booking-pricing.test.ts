import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { MAX_TRAVELERS, MIN_TRAVELERS, priceBooking } from './booking-pricing';

describe('priceBooking', () => {
  it.each([
    // price per person, travelers, total, deposit, remaining
    [265800, 1, 265800, 30000, 235800],
    [265800, 2, 531600, 60000, 471600],
    [129900, 10, 1299000, 300000, 999000],
    [129950, 3, 389850, 90000, 299850],
    [30000, 4, 120000, 120000, 0],
    [25000, 2, 50000, 50000, 0],
    [0, 1, 0, 0, 0],
  ])('%i cents for %i travelers: total %i, deposit %i, remaining %i', (price, travelers, total, deposit, remaining) => {
    expect(priceBooking(cents(price), travelers)).toEqual({
      totalCents: total,
      depositCents: deposit,
      remainingCents: remaining,
    });
  });

  it.each([MIN_TRAVELERS - 1, MAX_TRAVELERS + 1, 1.5, Number.NaN])('refuses %d travelers', (travelers) => {
    expect(() => priceBooking(cents(100000), travelers)).toThrow(RangeError);
  });

  it('refuses a negative price', () => {
    expect(() => priceBooking(cents(-1), 1)).toThrow(RangeError);
  });
});
