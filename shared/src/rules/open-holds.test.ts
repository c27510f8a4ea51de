import { describe, expect, it } from 'vitest';
import { decideNewHold, MAX_OPEN_HOLDS_PER_EMAIL, openHolds } from './open-holds';

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
