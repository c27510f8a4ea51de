import { describe, expect, it } from 'vitest';
import { Email } from './fields';
import { Package } from './package';

const tobago = {
  id: 'tobago-island-escape',
  title: 'Tobago Island Escape',
  description: 'Four days',
  destination: 'Tobago',
  duration: '4 Days / 3 Nights',
  price: 1299,
  highlights: ['Reef'],
  imageUrl: '/images/trips/tobago.svg',
  isPopular: false,
  isHotDeal: true,
  isSoldOut: false,
  departureDate: null,
  returnDate: null,
  seatsLeft: 12,
  departures: [
    { id: '2027-01-14', departureDate: '2027-01-14', returnDate: '2027-01-17', seatsLeft: 12, price: 1299, balanceDueDate: '2026-11-30', isSoldOut: false },
  ],
};

describe('Package schema', () => {
  it('accepts a package', () => {
    expect(Package.parse(tobago)).toEqual(tobago);
  });

  it('accepts a trip with no upcoming departure', () => {
    const none = { ...tobago, isSoldOut: true, seatsLeft: 0, departures: [] };
    expect(Package.parse(none)).toEqual(none);
  });

  it('needs the departures list', () => {
    const { departures: _departures, ...withoutDepartures } = tobago;
    expect(Package.safeParse(withoutDepartures).success).toBe(false);
  });

  it.each([
    ['a negative price', { price: -1 }],
    ['fractional seats', { seatsLeft: 1.5 }],
    ['a non-ISO date', { departureDate: '07/09/2026' }],
    ['an id with capitals', { id: 'Tobago' }],
    ['a departure without its balance due date', { departures: [{ ...tobago.departures[0], balanceDueDate: undefined }] }],
    ['a departure with fractional seats', { departures: [{ ...tobago.departures[0], seatsLeft: 0.5 }] }],
  ])('rejects %s', (_label, change) => {
    expect(Package.safeParse({ ...tobago, ...change }).success).toBe(false);
  });
});

describe('Email field', () => {
  it('trims and lowercases', () => {
    expect(Email.parse('  Ana@Example.COM ')).toBe('ana@example.com');
  });

  it.each(['', 'ana', 'ana@', '@example.com', 'ana@example'])('rejects %j', (value) => {
    expect(Email.safeParse(value).success).toBe(false);
  });
});
