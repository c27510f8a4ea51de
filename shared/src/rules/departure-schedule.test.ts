import { describe, expect, it } from 'vitest';
import type { DepartureState } from '../schemas/package';
import { headlineDeparture, isTripSoldOut, mostSeatsLeft, nextDepartureWithSeats, upcomingDepartures } from './departure-schedule';

const now = new Date('2026-11-23T09:00:00.000Z');

function departure(id: string, seatsLeft: number, state: DepartureState = 'open') {
  return { id, departureDate: id, state, seatsLeft };
}

const left = departure('2026-07-09', 12);
const today = departure('2026-11-23', 12);
const january = departure('2027-01-14', 0);
const february = departure('2027-02-11', 3);
const march = departure('2027-03-11', 12);
const closed = departure('2027-01-20', 12, 'closed');
const cancelled = departure('2027-01-21', 12, 'cancelled');
const all = [march, cancelled, february, left, closed, today, january];

describe('upcomingDepartures', () => {
  it('keeps the open ones leaving after today, soonest first', () => {
    expect(upcomingDepartures(all, now).map((d) => d.id)).toEqual(['2027-01-14', '2027-02-11', '2027-03-11']);
  });

  it('orders two departures of one day by id', () => {
    const later = { ...march, id: 'b' };
    const earlier = { ...march, id: 'a' };
    expect(upcomingDepartures([later, earlier], now).map((d) => d.id)).toEqual(['a', 'b']);
  });
});

describe('choosing a departure to show or book', () => {
  it.each<[string, (typeof all)[number][], number, string | undefined]>([
    ['the next with a seat', all, 1, '2027-02-11'],
    ['the next with seats for the group', all, 4, '2027-03-11'],
    ['none when no departure has seats for the group', all, 13, undefined],
    ['none when every departure has left', [left, today], 1, undefined],
    ['none without departures', [], 1, undefined],
  ])('nextDepartureWithSeats finds %s', (_label, departures, travelers, expected) => {
    expect(nextDepartureWithSeats(departures, now, travelers)?.id).toBe(expected);
  });

  it.each<[string, (typeof all)[number][], string | undefined]>([
    ['the next with a seat', all, '2027-02-11'],
    ['the next one when all are full', [january, { ...february, seatsLeft: 0 }], '2027-01-14'],
    ['none when nothing is upcoming', [left, today, cancelled, closed], undefined],
  ])('headlineDeparture shows %s', (_label, departures, expected) => {
    expect(headlineDeparture(departures, now)?.id).toBe(expected);
  });

  it.each<[string, (typeof all)[number][], number]>([
    ['the largest upcoming count', all, 12],
    ['no seat when nothing is upcoming', [left, today, closed], 0],
  ])('mostSeatsLeft answers %s', (_label, departures, expected) => {
    expect(mostSeatsLeft(departures, now)).toBe(expected);
  });
});

describe('isTripSoldOut', () => {
  it.each<[string, boolean, (typeof all)[number][], boolean]>([
    ['open with seats', false, all, false],
    ['flagged by the operator', true, all, true],
    ['every upcoming departure full', false, [january, left], true],
    ['every departure left', false, [left, today], true],
    ['without departures', false, [], true],
  ])('%s: %s', (_label, flagged, departures, expected) => {
    expect(isTripSoldOut(flagged, departures, now)).toBe(expected);
  });
});
