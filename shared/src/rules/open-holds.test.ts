import { describe, expect, it } from 'vitest';
import { decideHeldSeats, decideNewHold, MAX_HELD_SEATS_PER_CLIENT_ADDRESS, MAX_OPEN_HOLDS_PER_EMAIL, openHolds } from './open-holds';

const now = new Date('2031-03-10T10:00:00.000Z');
const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const pending = (minutes: number) => ({ status: 'pending' as const, holdExpiresAt: minutesFromNow(minutes) });

describe('open holds of one address', () => {
  it('counts only unpaid bookings whose hold has not lapsed', () => {
    const bookings = [pending(10), pending(-1), { status: 'deposit_paid' as const, holdExpiresAt: minutesFromNow(10) }, { status: 'expired' as const, holdExpiresAt: minutesFromNow(-5) }];

    expect(openHolds(bookings, now)).toEqual([bookings[0]]);
  });

  it('lets an address book while it holds fewer than the cap', () => {
    const bookings = Array.from({ length: MAX_OPEN_HOLDS_PER_EMAIL - 1 }, () => pending(20));

    expect(decideNewHold(bookings, now)).toEqual({ allowed: true });
  });

  it('refuses one more hold at the cap, until the soonest one lapses', () => {
    const bookings = [pending(25), pending(7), pending(12), pending(-3)].slice(0, MAX_OPEN_HOLDS_PER_EMAIL + 1);

    expect(decideNewHold(bookings, now)).toEqual({ allowed: false, retryAfterSeconds: 7 * 60 });
    expect(decideNewHold(bookings, new Date(now.getTime() + 7 * 60_000))).toEqual({ allowed: true });
  });
});

describe('seats one client address holds unpaid', () => {
  const held = (travelers: number, minutes: number, status: 'pending' | 'deposit_paid' | 'expired' = 'pending') => ({
    status,
    travelers,
    holdExpiresAt: minutesFromNow(minutes),
  });
  const cap = MAX_HELD_SEATS_PER_CLIENT_ADDRESS;

  it.each<[string, ReturnType<typeof held>[], number, ReturnType<typeof decideHeldSeats>]>([
    ['a family of 10 from an address holding nothing', [], 10, { allowed: true }],
    ['seats up to the cap', [held(4, 20), held(3, 10)], 3, { allowed: true }],
    ['one seat over the cap, until the soonest hold lapses', [held(4, 20), held(3, 10), held(3, 25)], 1, { allowed: false, retryAfterSeconds: 10 * 60 }],
    ['a big booking, until enough holds lapse to fit it', [held(2, 5), held(2, 12), held(4, 30)], 6, { allowed: false, retryAfterSeconds: 12 * 60 }],
    ['paid and lapsed bookings not counted', [held(10, 20, 'deposit_paid'), held(10, -1), held(10, 5, 'expired')], 10, { allowed: true }],
    ['a hold lapsing within the second as a wait of one second', [held(10, 0.001)], 1, { allowed: false, retryAfterSeconds: 1 }],
  ])('answers %s', (_case, bookings, travelers, decision) => {
    expect(decideHeldSeats(bookings, travelers, cap, now)).toEqual(decision);
  });

  it('lets the address book again the moment the hold it waits for lapses', () => {
    const bookings = [held(8, 15), held(2, 40)];

    expect(decideHeldSeats(bookings, 5, cap, now)).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 });
    expect(decideHeldSeats(bookings, 5, cap, new Date(now.getTime() + 15 * 60_000))).toEqual({ allowed: true });
  });

  it('takes a larger cap where one is set', () => {
    expect(decideHeldSeats([held(10, 20), held(10, 20)], 10, 30, now)).toEqual({ allowed: true });
  });

  it('refuses a cap smaller than the booking, which no wait would let through', () => {
    expect(() => decideHeldSeats([], 10, 9, now)).toThrow(RangeError);
  });
});
