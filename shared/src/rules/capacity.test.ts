import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../schemas/booking';
import { capacityBelowTakenMessage, fitsTakenSeats, seatCounts, seatsTaken } from './capacity';

describe('seatsTaken and fitsTakenSeats', () => {
  it.each([
    [12, 12, 0, 1, true],
    [12, 5, 7, 7, true],
    [12, 5, 7, 6, false],
    [12, 0, 12, 12, true],
    [12, 0, 12, 11, false],
    // A counter above capacity (never expected) takes no seats rather than a negative number.
    [12, 14, 0, 1, true],
  ])('capacity %i with %i left: %i taken; %i fits: %s', (capacity, seatsLeft, taken, proposed, fits) => {
    expect(seatsTaken({ capacity, seatsLeft })).toBe(taken);
    expect(fitsTakenSeats({ capacity, seatsLeft }, proposed)).toBe(fits);
  });
});

describe('capacityBelowTakenMessage', () => {
  it.each([
    [1, 'Capacity cannot be less than the 1 seat already taken'],
    [7, 'Capacity cannot be less than the 7 seats already taken'],
  ])('names %i', (taken, message) => {
    expect(capacityBelowTakenMessage(taken)).toBe(message);
  });
});

describe('seatCounts', () => {
  const now = new Date('2026-11-23T09:00:00.000Z');
  const booking = (travelers: number, status: BookingStatus, holdExpiresAt = '2026-11-23T09:30:00.000Z') => ({ travelers, status, holdExpiresAt });

  it.each<[string, ReturnType<typeof booking>[], { sold: number; held: number }]>([
    ['nothing without bookings', [], { sold: 0, held: 0 }],
    ['a deposit as sold', [booking(2, 'deposit_paid')], { sold: 2, held: 0 }],
    ['paid in full as sold', [booking(3, 'confirmed')], { sold: 3, held: 0 }],
    ['a live hold as held', [booking(2, 'pending')], { sold: 0, held: 2 }],
    ['a lapsed hold as neither', [booking(2, 'pending', '2026-11-23T09:00:00.000Z')], { sold: 0, held: 0 }],
    ['an expired booking as neither', [booking(4, 'expired')], { sold: 0, held: 0 }],
    ['a mix', [booking(2, 'deposit_paid'), booking(1, 'confirmed'), booking(3, 'pending'), booking(5, 'expired')], { sold: 3, held: 3 }],
  ])('counts %s', (_label, bookings, expected) => {
    expect(seatCounts(bookings, now)).toEqual(expected);
  });
});
