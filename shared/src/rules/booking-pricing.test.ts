import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { MAX_TRAVELERS, MIN_TRAVELERS, installmentPlan, monthlyPaymentsBefore, priceBooking } from './booking-pricing';

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

describe('installmentPlan', () => {
  it.each([
    // remaining, monthly, payments
    [235800, 39300, [39300, 39300, 39300, 39300, 39300, 39300]],
    [471600, 78600, [78600, 78600, 78600, 78600, 78600, 78600]],
    [100000, 16667, [16667, 16667, 16667, 16667, 16667, 16665]],
    [299850, 49975, [49975, 49975, 49975, 49975, 49975, 49975]],
    [7, 2, [2, 2, 2, 1]],
    [1, 1, [1]],
    [0, 0, []],
  ])('%i cents left: %i a month, paid as %j', (remaining, monthly, payments) => {
    const plan = installmentPlan(cents(remaining));
    expect(plan).toEqual({ monthlyCents: monthly, payments });
    expect(plan.payments.reduce((sum, payment) => sum + payment, 0)).toBe(remaining);
  });

  it('matches the $393 per person of the Morocco trip', () => {
    const { remainingCents } = priceBooking(cents(265800), 3);
    expect(installmentPlan(remainingCents).monthlyCents).toBe(39300 * 3);
  });

  it('refuses a negative balance', () => {
    expect(() => installmentPlan(cents(-1))).toThrow(RangeError);
  });
});

describe('monthlyPaymentsBefore', () => {
  it.each([
    ['2026-11-23T12:00:00Z', '2026-11-30', 0],
    ['2026-11-23T12:00:00Z', '2026-12-22', 0],
    ['2026-11-23T12:00:00Z', '2026-12-23', 1],
    ['2026-11-23T12:00:00Z', '2027-04-26', 5],
    ['2026-11-23T12:00:00Z', '2027-05-23', 6],
    ['2026-11-23T12:00:00Z', '2028-01-01', 6],
    ['2027-01-31T23:59:59Z', '2027-02-28', 0],
    ['2027-01-31T00:00:00Z', '2027-03-31', 2],
    ['2026-11-23T12:00:00Z', '2026-11-01', 0],
  ])('from %s to a balance due %s: %i payments', (now, due, expected) => {
    expect(monthlyPaymentsBefore(due, new Date(now))).toBe(expected);
  });
});

describe('installmentPlan over fewer months', () => {
  it('splits the balance over the months given and still adds up exactly', () => {
    const plan = installmentPlan(cents(99_901), 3);
    expect(plan.monthlyCents).toBe(33_301);
    expect(plan.payments).toEqual([33_301, 33_301, 33_299]);
  });

  it.each([0, 7, 2.5])('refuses %s payments', (count) => {
    expect(() => installmentPlan(cents(1000), count)).toThrow(RangeError);
  });
});
