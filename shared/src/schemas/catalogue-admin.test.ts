import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CreateDepartureRequest, departureDatesOn, UpdateDepartureRequest, UpdateTripRequest } from './catalogue-admin';

const valid = { departureDate: '2027-07-08', returnDate: '2027-07-13', capacity: 12 };

function issuesOf(schema: z.core.$ZodType, value: unknown) {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

describe('CreateDepartureRequest', () => {
  it.each<[string, Record<string, unknown>, { path: PropertyKey[]; message: string } | undefined]>([
    ['a departure with dates and capacity', {}, undefined],
    ['a one-day trip', { returnDate: '2027-07-08' }, undefined],
    ['a price and balance date', { price: 1499, balanceDueDate: '2027-05-01', state: 'closed' }, undefined],
    ['a return before departure', { returnDate: '2027-07-07' }, { path: ['returnDate'], message: 'The return date must be on or after the departure date' }],
    ['a balance due on departure', { balanceDueDate: '2027-07-08' }, { path: ['balanceDueDate'], message: 'The balance must fall due before departure' }],
    ['capacity 0', { capacity: 0 }, { path: ['capacity'], message: 'Capacity must be at least 1' }],
    ['capacity 61', { capacity: 61 }, { path: ['capacity'], message: 'Capacity can be at most 60' }],
    ['half a seat', { capacity: 2.5 }, { path: ['capacity'], message: 'Capacity must be a whole number' }],
    ['cents in a price', { price: 1499.5 }, { path: ['price'], message: 'Price must be whole dollars' }],
    ['a free trip', { price: 0 }, { path: ['price'], message: 'Price must be more than $0' }],
    ['a price past the typo guard', { price: 50_001 }, { path: ['price'], message: 'Price can be at most $50,000' }],
    ['an unknown state', { state: 'sold' }, expect.objectContaining({ path: ['state'] }) as never],
    ['a date that is not one', { departureDate: '2027-02-30' }, expect.objectContaining({ path: ['departureDate'] }) as never],
  ])('%s', (_label, change, issue) => {
    expect(issuesOf(CreateDepartureRequest, { ...valid, ...change })).toEqual(issue ? [issue] : []);
  });
});

describe('UpdateDepartureRequest', () => {
  it.each<[string, Record<string, unknown>, number]>([
    ['a version alone', { version: 1 }, 0],
    ['a capacity', { version: 3, capacity: 20 }, 0],
    ['a price taken away', { version: 3, price: null }, 0],
    ['no version', { capacity: 20 }, 1],
    ['a version 0', { version: 0 }, 1],
    ['dates out of order', { version: 1, departureDate: '2027-07-08', returnDate: '2027-07-01' }, 1],
  ])('%s: %i issues', (_label, value, count) => {
    expect(issuesOf(UpdateDepartureRequest, value)).toHaveLength(count);
  });
});

describe('UpdateTripRequest', () => {
  it.each<[string, Record<string, unknown>, number]>([
    ['a price', { version: 1, price: 1399 }, 0],
    ['highlights', { version: 1, highlights: ['Reef', 'Rainforest'] }, 0],
    ['the sold-out flag', { version: 2, isSoldOut: true }, 0],
    ['no highlight', { version: 1, highlights: [] }, 1],
    ['a blank highlight', { version: 1, highlights: ['Reef', '  '] }, 1],
  ])('%s: %i issues', (_label, value, count) => {
    expect(issuesOf(UpdateTripRequest, value)).toHaveLength(count);
  });
});

describe('departureDatesOn', () => {
  it.each<[string, string, boolean]>([
    ['tomorrow', '2026-11-24', true],
    ['today', '2026-11-23', false],
    ['yesterday', '2026-11-22', false],
  ])('a departure %s is %s', (_label, departureDate, ok) => {
    const issues = issuesOf(departureDatesOn('2026-11-23'), { departureDate, returnDate: '2026-12-01' });
    expect(issues).toEqual(ok ? [] : [{ path: ['departureDate'], message: 'The departure date must be after today' }]);
  });
});
