import { describe, expect, it } from 'vitest';
import type { DepartureState } from '../schemas/package';
import { chooseDeparture } from './departure-choice';

const now = new Date('2026-11-23T09:00:00.000Z');

function departure(id: string, seatsLeft: number, state: DepartureState = 'open') {
  return { id, departureDate: id, state, seatsLeft };
}

const departures = [
  departure('2026-07-09', 12),
  departure('2027-01-14', 2),
  departure('2027-02-11', 6),
  departure('2027-03-11', 12, 'closed'),
  departure('2027-04-15', 12, 'cancelled'),
  departure('2026-06-01', 12, 'cancelled'),
];

describe('chooseDeparture', () => {
  it.each<[string, string | undefined, number, ReturnType<typeof chooseDeparture>]>([
    ['the next with seats when none is named', undefined, 2, { departure: departure('2027-01-14', 2) }],
    ['a later one when the next is too small', undefined, 3, { departure: departure('2027-02-11', 6) }],
    ['the most seats left when none is big enough', undefined, 7, { refusal: 'seats', seatsLeft: 6 }],
    ['the named one', '2027-02-11', 6, { departure: departure('2027-02-11', 6) }],
    ['seats left on the named one', '2027-01-14', 3, { refusal: 'seats', seatsLeft: 2 }],
    ['an unknown one', 'no-such-date', 1, { refusal: 'unknown' }],
    ['one that left', '2026-07-09', 1, { refusal: 'departed' }],
    ['a closed one', '2027-03-11', 1, { refusal: 'closed' }],
    ['a cancelled one', '2027-04-15', 1, { refusal: 'cancelled' }],
    ['a cancelled one that would have left', '2026-06-01', 1, { refusal: 'cancelled' }],
  ])('answers %s', (_label, departureId, travelers, expected) => {
    expect(chooseDeparture(departures, { departureId, travelers }, now)).toEqual(expected);
  });

  it('answers no seats for a trip whose departures have all left', () => {
    expect(chooseDeparture([departure('2026-07-09', 12)], { travelers: 1 }, now)).toEqual({ refusal: 'seats', seatsLeft: 0 });
  });
});
