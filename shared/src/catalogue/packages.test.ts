import { describe, expect, it } from 'vitest';
import { headlineDeparture, isTripSoldOut } from '../rules/departure-schedule';
import { CatalogueEntry } from '../schemas/catalogue-entry';
import { packageIds } from './package-ids';
import { GROUP_CAPACITY, catalogue } from './packages';

describe('trip catalogue', () => {
  it.each(catalogue.map((entry) => [entry.id, entry] as const))('%s is a valid entry', (_id, entry) => {
    expect(() => CatalogueEntry.parse(entry)).not.toThrow();
  });

  it('has unique ids', () => {
    const ids = catalogue.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sells every id that packageIds names, and only those', () => {
    expect(catalogue.map((entry) => entry.id).toSorted()).toEqual(Object.values(packageIds).toSorted());
  });

  it('holds the six trips of the spec, Guyana and Cartagena sold out', () => {
    expect(catalogue.map((entry) => [entry.destination, entry.isSoldOut])).toEqual([
      ['Morocco', false],
      ['Tobago', false],
      ['St. Lucia', false],
      ['Guyana', true],
      ['Colombia', true],
      ['Belize', false],
    ]);
  });

  it('carries the spec prices', () => {
    const byDestination = Object.fromEntries(catalogue.map((entry) => [entry.destination, entry]));
    expect(byDestination.Morocco?.priceCents).toBe(265800);
    expect(byDestination.Tobago?.priceCents).toBe(129900);
    expect(byDestination['St. Lucia']?.priceCents).toBe(286500);
    expect(byDestination.Morocco?.title).toContain('Marrakech');
  });

  it('names no year in a trip\u2019s title or description: the dates are the departures\u2019', () => {
    for (const entry of catalogue) expect(`${entry.title} ${entry.description}`).not.toMatch(/\b20\d\d\b/);
  });

  it('gives every group the default capacity of 12', () => {
    expect(catalogue.every((entry) => entry.capacity === GROUP_CAPACITY)).toBe(true);
  });

  it('keeps the spec\u2019s 2026 departures', () => {
    const byDestination = Object.fromEntries(catalogue.map((entry) => [entry.destination, entry]));
    expect(byDestination.Morocco?.departures).toContainEqual(expect.objectContaining({ departureDate: '2026-07-09', returnDate: '2026-07-14' }));
    expect(byDestination['St. Lucia']?.departures).toContainEqual(expect.objectContaining({ departureDate: '2026-07-17', returnDate: '2026-07-22' }));
    expect(byDestination.Belize?.departures).toContainEqual(expect.objectContaining({ departureDate: '2026-04-02', returnDate: '2026-04-06' }));
  });

  it.each([
    ['Morocco', '2027-07-08', '2027-07-13'],
    // Carnival Monday and Tuesday 2027 are July 19 and 20.
    ['St. Lucia', '2027-07-16', '2027-07-21'],
    ['Belize', '2027-04-01', '2027-04-05'],
  ])('runs %s again next season, %s to %s', (destination, departureDate, returnDate) => {
    const entry = catalogue.find((candidate) => candidate.destination === destination);
    expect(entry?.departures).toContainEqual(expect.objectContaining({ departureDate, returnDate }));
  });

  it('runs Tobago at least monthly from January to June 2027, four days each', () => {
    const tobago = catalogue.find((entry) => entry.destination === 'Tobago');
    const departures = tobago?.departures ?? [];
    const months = new Set(departures.map((departure) => departure.departureDate.slice(0, 7)));
    expect([...months].toSorted()).toEqual(['2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06']);
    for (const departure of departures) {
      const days = (Date.parse(departure.returnDate) - Date.parse(departure.departureDate)) / 86_400_000 + 1;
      expect(days).toBe(4);
    }
  });

  it('offers every trip but Guyana and Cartagena on 23 November 2026', () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    const asSeeded = (entry: CatalogueEntry) =>
      entry.departures.map((departure) => ({ ...departure, state: departure.state ?? 'open', seatsLeft: departure.capacity ?? entry.capacity }));
    expect(catalogue.filter((entry) => !isTripSoldOut(entry.isSoldOut, asSeeded(entry), now)).map((entry) => entry.destination)).toEqual([
      'Morocco',
      'Tobago',
      'St. Lucia',
      'Belize',
    ]);
    expect(catalogue.map((entry) => headlineDeparture(asSeeded(entry), now)?.departureDate ?? null)).toEqual([
      '2027-07-08',
      '2027-01-14',
      '2027-07-16',
      null,
      null,
      '2027-04-01',
    ]);
  });

  it('rejects two departures of one trip with one id', () => {
    const [first] = catalogue;
    const departure = { id: '2030-01-01', departureDate: '2030-01-01', returnDate: '2030-01-05' };
    expect(CatalogueEntry.safeParse({ ...first, departures: [departure, departure] }).success).toBe(false);
  });

  it('rejects a departure whose return precedes its departure', () => {
    const [first] = catalogue;
    const departure = { id: '2030-07-14', departureDate: '2030-07-14', returnDate: '2030-07-09' };
    expect(CatalogueEntry.safeParse({ ...first, departures: [departure] }).success).toBe(false);
  });
});
