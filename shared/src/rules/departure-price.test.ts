import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { departurePriceCents } from './departure-price';

describe('departurePriceCents', () => {
  it.each([
    [undefined, 129900],
    [149900, 149900],
  ])('with its own price %s sells at %i', (own, expected) => {
    expect(departurePriceCents({ priceCents: own === undefined ? undefined : cents(own) }, cents(129900))).toBe(expected);
  });
});
