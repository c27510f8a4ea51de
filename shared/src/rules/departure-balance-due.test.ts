import { describe, expect, it } from 'vitest';
import { balanceDueDateOf, defaultBalanceDueDate } from './departure-balance-due';

describe('defaultBalanceDueDate', () => {
  it.each([
    ['2027-07-08', '2027-05-24'],
    ['2027-01-14', '2026-11-30'],
    ['2027-03-11', '2027-01-25'],
    ['2028-04-14', '2028-02-29'],
  ])('departing %s, the balance is due %s (45 days before)', (departureDate, due) => {
    expect(defaultBalanceDueDate(departureDate)).toBe(due);
  });

  it('refuses a date that is not one', () => {
    expect(() => defaultBalanceDueDate('July 8')).toThrow(RangeError);
  });
});

describe('balanceDueDateOf', () => {
  it.each([
    [undefined, '2027-05-24'],
    [null, '2027-05-24'],
    ['2027-06-01', '2027-06-01'],
  ])('with the operator\u2019s date %s answers %s', (balanceDueDate, due) => {
    expect(balanceDueDateOf({ departureDate: '2027-07-08', balanceDueDate })).toBe(due);
  });
});
