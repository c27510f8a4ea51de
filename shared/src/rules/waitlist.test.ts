import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, agencyDate, agencyInstant } from './agency-calendar';
import { defaultBalanceDueDate } from './departure-balance-due';
import { entriesToOffer, latestOfferEnd, offerExpiry, placeInLine, type EntryInLine } from './waitlist';

const HOUR_MS = 3_600_000;

describe('when an offer lapses', () => {
  // 10:00 in New York on an agency day, the departure counted from it.
  const madeAt = agencyInstant('2031-03-04', 10);
  const departingIn = (days: number, balanceDueDate?: string) => ({ departureDate: addDays('2031-03-04', days), balanceDueDate });

  it.each([
    { case: 'a departure months away', departure: departingIn(120), hoursLater: 48 },
    // Due 45 days before: 2031-04-18 + 2 days = the due date minus 2 is 2031-04-20… far enough.
    { case: 'a balance due five days after the offer', departure: departingIn(50), hoursLater: 48 },
    // Due date 2031-03-07: the offer ends at midnight starting 2031-03-06 (end of 03-05), 38 hours on.
    { case: 'a balance due three days after the offer', departure: departingIn(48), hoursLater: 38 },
    // Due 2031-03-06: ends at midnight starting 03-05, 14 hours on.
    { case: 'a balance due two days after the offer', departure: departingIn(47), hoursLater: 14 },
    // The operator's own due date wins over the default.
    { case: "the operator's due date three days on", departure: departingIn(200, '2031-03-07'), hoursLater: 38 },
  ])('$case: $hoursLater hours later', ({ departure, hoursLater }) => {
    expect(offerExpiry(madeAt, departure)?.getTime()).toBe(madeAt.getTime() + hoursLater * HOUR_MS);
  });

  it.each([
    { case: 'a balance due tomorrow', departure: departingIn(46) },
    { case: 'a balance already due', departure: departingIn(30) },
    { case: 'a departure tomorrow', departure: departingIn(1) },
  ])('$case: no offer at all', ({ departure }) => {
    expect(offerExpiry(madeAt, departure)).toBeNull();
  });

  it('never runs past the end of the day two days before the balance is due, on any date, in any season', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 * 366 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 400 }),
        (dayOffset, hour, daysToDeparture) => {
          const day = addDays('2026-01-01', dayOffset);
          const now = agencyInstant(day, hour);
          const departure = { departureDate: addDays(day, daysToDeparture) };
          const expiry = offerExpiry(now, departure);
          const lastDay = addDays(defaultBalanceDueDate(departure.departureDate), -2);
          if (expiry === null) {
            expect(latestOfferEnd(departure).getTime() - now.getTime()).toBeLessThan(12 * HOUR_MS);
            return;
          }
          expect(expiry.getTime() - now.getTime()).toBeGreaterThanOrEqual(12 * HOUR_MS);
          expect(expiry.getTime() - now.getTime()).toBeLessThanOrEqual(48 * HOUR_MS);
          expect(agencyDate(new Date(expiry.getTime() - 1)) <= lastDay).toBe(true);
        },
      ),
    );
  });
});

describe('who gets an offer when seats free up', () => {
  const line = [
    { id: 'a', travelers: 3 },
    { id: 'b', travelers: 1 },
    { id: 'c', travelers: 2 },
    { id: 'd', travelers: 1 },
  ];
  const ids = (freeSeats: number) => entriesToOffer(line, freeSeats).offered.map((entry) => entry.id);

  it.each([
    { freeSeats: 0, offered: [], seatsLeft: 0 },
    { freeSeats: 1, offered: ['b'], seatsLeft: 0 },
    { freeSeats: 2, offered: ['b', 'd'], seatsLeft: 0 },
    { freeSeats: 3, offered: ['a'], seatsLeft: 0 },
    { freeSeats: 4, offered: ['a', 'b'], seatsLeft: 0 },
    { freeSeats: 6, offered: ['a', 'b', 'c'], seatsLeft: 0 },
    { freeSeats: 9, offered: ['a', 'b', 'c', 'd'], seatsLeft: 2 },
  ])('$freeSeats free: $offered, $seatsLeft back on sale', ({ freeSeats, offered, seatsLeft }) => {
    expect(ids(freeSeats)).toEqual(offered);
    expect(entriesToOffer(line, freeSeats).seatsLeft).toBe(seatsLeft);
  });

  it('holds no more seats than are free, keeps the line’s order, and skips only entries that no longer fit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 30 }), fc.integer({ min: -2, max: 40 }), (sizes, freeSeats) => {
        const waiting = sizes.map((travelers, index) => ({ id: index, travelers }));
        const { offered, seatsLeft } = entriesToOffer(waiting, freeSeats);
        const held = offered.reduce((sum, entry) => sum + entry.travelers, 0);
        expect(held + seatsLeft).toBe(Math.max(0, freeSeats));
        expect(offered.map((entry) => entry.id)).toEqual([...offered.map((entry) => entry.id)].sort((x, y) => x - y));
        let free = Math.max(0, freeSeats);
        for (const entry of waiting) {
          const fits = entry.travelers <= free;
          expect(offered.includes(entry)).toBe(fits);
          if (fits) free -= entry.travelers;
        }
      }),
    );
  });
});

describe('a place in line', () => {
  const entries: EntryInLine[] = [
    { id: 'first', state: 'offered', confirmedAt: '2031-01-01T10:00:00.000Z' },
    { id: 'left-early', state: 'left', confirmedAt: '2031-01-01T10:30:00.000Z' },
    { id: 'second', state: 'waiting', confirmedAt: '2031-01-01T11:00:00.000Z' },
    { id: 'unconfirmed', state: 'unconfirmed', confirmedAt: null },
    { id: 'third', state: 'waiting', confirmedAt: '2031-01-02T09:00:00.000Z' },
    { id: 'booked', state: 'booked', confirmedAt: '2030-12-31T09:00:00.000Z' },
  ];

  it.each([
    { id: 'first', place: 1 },
    { id: 'second', place: 2 },
    { id: 'third', place: 3 },
    { id: 'unconfirmed', place: null },
    { id: 'left-early', place: null },
    { id: 'booked', place: null },
  ])('$id: $place', ({ id, place }) => {
    const entry = entries.find((candidate) => candidate.id === id);
    expect(entry && placeInLine(entry, entries)).toBe(place);
  });
});
