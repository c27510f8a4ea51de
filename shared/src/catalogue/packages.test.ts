import { describe, expect, it } from 'vitest';
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

  it('carries the spec prices and dates', () => {
    const byDestination = Object.fromEntries(catalogue.map((entry) => [entry.destination, entry]));
    expect(byDestination.Morocco).toMatchObject({ priceCents: 265800, departureDate: '2026-07-09', returnDate: '2026-07-14' });
    expect(byDestination.Tobago?.priceCents).toBe(129900);
    expect(byDestination['St. Lucia']?.priceCents).toBe(286500);
    expect(byDestination.Belize).toMatchObject({ departureDate: '2026-04-02', returnDate: '2026-04-06' });
    expect(byDestination.Morocco?.title).toContain('Marrakech');
  });

  it('gives every group the default capacity of 12', () => {
    expect(catalogue.every((entry) => entry.capacity === GROUP_CAPACITY)).toBe(true);
  });

  it('rejects an entry whose return precedes its departure', () => {
    const [first] = catalogue;
    expect(CatalogueEntry.safeParse({ ...first, departureDate: '2026-07-14', returnDate: '2026-07-09' }).success).toBe(false);
    expect(CatalogueEntry.safeParse({ ...first, returnDate: null }).success).toBe(false);
  });
});
