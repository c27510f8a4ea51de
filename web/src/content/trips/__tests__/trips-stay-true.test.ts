import { catalogue } from '@sunward/shared/catalogue/packages';
import type { CatalogueEntry } from '@sunward/shared/schemas/catalogue-entry';
import { describe, expect, it } from 'vitest';
import { catalogueAsPackages } from '../../../lib/catalogue-packages';
import type { TripContent } from '../trip-content';
import { tripPages } from '../trip-pages';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const pages: TripContent[] = await Promise.all(tripPages.map((page) => page.load()));

function entryOf(content: TripContent): CatalogueEntry {
  const entry = catalogue.find((candidate) => candidate.id === content.packageId);
  if (!entry) throw new Error(`No package ${content.packageId} in the catalogue`);
  return entry;
}

function weekdayOf(isoDate: string, daysLater: number): string {
  return weekdays[new Date(Date.parse(`${isoDate}T00:00:00.000Z`) + daysLater * DAY_MS).getUTCDay()] ?? '';
}

/** Each weekday a day of the itinerary names, with the day's number. */
function namedWeekdays(content: TripContent): { day: number; weekday: string }[] {
  return content.itinerary.days.flatMap((day) => {
    const text = [day.title, day.description, ...day.highlights, day.dayOfWeek ?? ''].join(' ');
    return weekdays.filter((weekday) => new RegExp(`\\b${weekday}s?\\b`).test(text)).map((weekday) => ({ day: day.day, weekday }));
  });
}

/** The years a text names (2026, 2027…). */
function yearsIn(text: string): string[] {
  return [...text.matchAll(/\b20\d\d\b/g)].map(([year]) => year);
}

/**
 * The moments a page's offer changes: before the first departure, and the day each departure
 * leaves (from then on the next one is sold). Taken from the catalogue, so new departures add theirs.
 */
const offerChanges: Date[] = [
  ...new Set(catalogue.flatMap((entry) => entry.departures.map((departure) => departure.departureDate)).toSorted()),
].flatMap((date, index) => [
  ...(index === 0 ? [new Date(Date.parse(`${date}T00:00:00.000Z`) - DAY_MS)] : []),
  new Date(Date.parse(`${date}T00:00:00.000Z`) + DAY_MS),
]);

// Pages that offer another route's package as the nearest departure tell their own days, which
// the package's departures do not pace.
const ownTrips = pages.filter((content) => (content.packageRole ?? 'trip') === 'trip');

describe('a trip page', () => {
  it.each(ownTrips.map((content) => [content.slug, content] as const))(
    '%s: each weekday its itinerary names is the weekday that day falls on, for every departure',
    (_slug, content) => {
      const departures = entryOf(content).departures;
      const wrong = namedWeekdays(content).flatMap(({ day, weekday }) =>
        departures
          .filter((departure) => weekdayOf(departure.departureDate, day - 1) !== weekday)
          .map((departure) => `day ${day} names ${weekday}; from the ${departure.departureDate} departure it is a ${weekdayOf(departure.departureDate, day - 1)}`),
      );
      expect(wrong).toEqual([]);
    },
  );

  it('names weekdays somewhere, so the rule above has something to check', () => {
    expect(ownTrips.flatMap(namedWeekdays).length).toBeGreaterThan(0);
  });

  it.each(pages.map((content) => [content.slug, content] as const))(
    '%s: its title and description name no year but one of the departures it sells then',
    (_slug, content) => {
      const head = `${content.metaTitle} ${content.metaDescription}`;
      for (const now of offerChanges) {
        const trip = catalogueAsPackages(now).find((candidate) => candidate.id === content.packageId);
        const selling = new Set(trip?.departures.map((departure) => departure.departureDate.slice(0, 4)));
        const contradicted = yearsIn(head).filter((year) => !selling.has(year));
        expect(contradicted, `on ${now.toISOString().slice(0, 10)}`).toEqual([]);
      }
    },
  );
});

describe('a package', () => {
  it.each(catalogue.map((entry) => [entry.id, entry] as const))('%s: its title and description name no year but one of its departures', (_id, entry) => {
    for (const now of offerChanges) {
      const selling = new Set(catalogueAsPackages(now).find((trip) => trip.id === entry.id)?.departures.map((departure) => departure.departureDate.slice(0, 4)));
      expect(yearsIn(`${entry.title} ${entry.description}`).filter((year) => !selling.has(year)), `on ${now.toISOString().slice(0, 10)}`).toEqual([]);
    }
  });
});
