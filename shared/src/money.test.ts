import { describe, expect, it } from 'vitest';
import { addCents, cents, centsToDollars, dollarsToCents, formatUsd, multiplyCents } from './money';

describe('money', () => {
  it.each([
    [265800, '$2,658'],
    [129900, '$1,299'],
    [12345, '$123.45'],
    [12340, '$123.40'],
    [5, '$0.05'],
    [0, '$0'],
    [-30000, '-$300'],
  ])('formats %i cents as %s', (amount, text) => {
    expect(formatUsd(cents(amount))).toBe(text);
  });

  it.each([
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [2658, 265800],
    [19.999, 2000],
  ])('converts %d dollars to %i cents without float drift', (dollars, expected) => {
    expect(dollarsToCents(dollars)).toBe(expected);
  });

  it('converts cents back to dollars', () => {
    expect(centsToDollars(cents(265800))).toBe(2658);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d as cents', (amount) => {
    expect(() => cents(amount)).toThrow(RangeError);
  });

  it('refuses a non-number as dollars', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
  });

  it('adds and multiplies whole cents', () => {
    expect(addCents(cents(10), cents(20), cents(30))).toBe(60);
    expect(multiplyCents(cents(30000), 3)).toBe(90000);
    expect(() => multiplyCents(cents(100), 1.5)).toThrow(RangeError);
  });
});
