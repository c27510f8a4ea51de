import { describe, expect, it } from 'vitest';
import { unpaidHoldShare } from './unpaid-hold-share';

const departure = (id: string, seatsLeft: number, state: 'open' | 'closed' | 'cancelled' = 'open') => ({ packageId: 'morocco', id, seatsLeft, state });
const hold = (departureId: string | undefined, travelers: number, packageId = 'morocco') => ({ packageId, departureId, travelers });

describe('the share of open seats held unpaid', () => {
  it.each<[string, ReturnType<typeof departure>[], ReturnType<typeof hold>[], ReturnType<typeof unpaidHoldShare>]>([
    ['nothing held', [departure('a', 12), departure('b', 8)], [], { heldSeats: 0, openSeats: 20, percent: 0 }],
    ['a normal day: two families on two departures', [departure('a', 8), departure('b', 10)], [hold('a', 4), hold('b', 2)], { heldSeats: 6, openSeats: 24, percent: 25 }],
    ['every open seat held', [departure('a', 0), departure('b', 0)], [hold('a', 12), hold('b', 12)], { heldSeats: 24, openSeats: 24, percent: 100 }],
    ['one decimal', [departure('a', 2)], [hold('a', 1)], { heldSeats: 1, openSeats: 3, percent: 33.3 }],
    ['holds on closed or cancelled departures left out, with their seats', [departure('a', 10), departure('b', 0, 'closed'), departure('c', 5, 'cancelled')], [hold('a', 2), hold('b', 12)], { heldSeats: 2, openSeats: 12, percent: 16.7 }],
    ['holds of another trip with the same departure id apart', [departure('a', 10)], [hold('a', 2, 'patagonia')], { heldSeats: 0, openSeats: 10, percent: 0 }],
    ['holds without a departure left out', [departure('a', 10)], [hold(undefined, 3)], { heldSeats: 0, openSeats: 10, percent: 0 }],
    ['no open seats at all as 0', [], [], { heldSeats: 0, openSeats: 0, percent: 0 }],
  ])('answers %s', (_case, departures, holds, share) => {
    expect(unpaidHoldShare(departures, holds)).toEqual(share);
  });
});
