import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { DEPOSIT_PER_TRAVELER_CENTS, priceBooking } from '../rules/booking-pricing';
import { DepartureCapacity, PriceDollars, UpdateTripRequest } from '../schemas/catalogue-admin';
import { CatalogueEntry } from '../schemas/catalogue-entry';
import { packageIds } from './package-ids';
import { catalogue } from './packages';

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

  it('gives every trip not flagged sold out a departure to book', () => {
    // Its page lists the departures with a 'Book Now' each; a flagged trip moves to /past-trips.
    const onSale = catalogue.filter((entry) => !entry.isSoldOut);
    expect(onSale.length).toBeGreaterThan(0);
    expect(onSale.filter((entry) => entry.departures.length === 0).map((entry) => entry.id)).toEqual([]);
  });

  it.each(catalogue.map((entry) => [entry.id, entry] as const))('%s prices its trip and departures in whole dollars the admin can set', (_id, entry) => {
    const prices = [entry.priceCents, ...entry.departures.flatMap((departure) => (departure.priceCents === undefined ? [] : [departure.priceCents]))];
    for (const priceCents of prices) {
      expect(Number.isSafeInteger(priceCents) && priceCents > 0, `${priceCents} is a whole positive number of cents`).toBe(true);
      expect(PriceDollars.safeParse(priceCents / 100).success, `$${priceCents / 100} is a price the admin may enter`).toBe(true);
    }
    expect(UpdateTripRequest.safeParse({ version: 1, price: entry.priceCents / 100, highlights: entry.highlights, isSoldOut: entry.isSoldOut }).success).toBe(
      true,
    );
  });

  it.each(catalogue.map((entry) => [entry.id, entry] as const))('%s leaves a balance to pay after the deposit', (_id, entry) => {
    for (const priceCents of [entry.priceCents, ...entry.departures.map((departure) => departure.priceCents ?? entry.priceCents)]) {
      const { depositCents, remainingCents } = priceBooking(cents(priceCents), 1);
      expect(depositCents).toBe(DEPOSIT_PER_TRAVELER_CENTS);
      expect(remainingCents).toBeGreaterThan(0);
    }
  });

  it.each(catalogue.map((entry) => [entry.id, entry] as const))('%s sizes its group and departures as the admin could', (_id, entry) => {
    for (const capacity of [entry.capacity, ...entry.departures.map((departure) => departure.capacity ?? entry.capacity)]) {
      expect(DepartureCapacity.safeParse(capacity).success, `capacity ${capacity}`).toBe(true);
    }
  });

  it('names no year in a trip\u2019s title or description: the dates are the departures\u2019', () => {
    for (const entry of catalogue) expect(`${entry.title} ${entry.description}`).not.toMatch(/\b20\d\d\b/);
  });

  it.each(catalogue.map((entry) => [entry.id, entry] as const))('%s names each departure by its date, in date order', (_id, entry) => {
    const dates = entry.departures.map((departure) => departure.departureDate);
    expect(entry.departures.map((departure) => departure.id)).toEqual(dates);
    expect(dates).toEqual(dates.toSorted());
  });

  it.each(catalogue.map((entry) => [entry.id, entry] as const))('%s runs each departure for the days its duration says', (_id, entry) => {
    // The trip page shows `duration` beside each departure's dates: '6 Days / 5 Nights'.
    const [, days, nights] = /^(\d+) Days \/ (\d+) Nights$/.exec(entry.duration) ?? [];
    expect(Number(nights), entry.duration).toBe(Number(days) - 1);
    for (const departure of entry.departures) {
      const length = (Date.parse(departure.returnDate) - Date.parse(departure.departureDate)) / 86_400_000 + 1;
      expect(length, `${departure.departureDate} to ${departure.returnDate}`).toBe(Number(days));
    }
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
