import { describe, expect, it } from 'vitest';
import { newDepartureId } from './departure-id';

describe('newDepartureId', () => {
  it.each<[string, string[], string]>([
    ['its date when free', [], '2027-07-08'],
    ['its date when only other dates are taken', ['2027-07-01', '2027-07-08-2'], '2027-07-08'],
    ['the date and 2 when the date is taken', ['2027-07-08'], '2027-07-08-2'],
    ['the lowest free number', ['2027-07-08', '2027-07-08-2', '2027-07-08-4'], '2027-07-08-3'],
  ])('answers %s', (_label, taken, expected) => {
    expect(newDepartureId('2027-07-08', taken)).toBe(expected);
  });
});
