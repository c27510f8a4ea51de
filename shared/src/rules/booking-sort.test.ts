import { describe, expect, it } from 'vitest';
import { type BookingSort, bookingSortOptions, sortBookings } from './booking-sort';

const bookings = [
  { id: 'b', firstName: 'carla', lastName: 'Diaz', amountPaid: 30000, createdAt: '2026-03-02T10:00:00.000Z' },
  { id: 'a', firstName: 'Ana', lastName: 'Lima', amountPaid: 0, createdAt: '2026-03-01T10:00:00.000Z' },
  { id: 'd', firstName: 'Bo', lastName: 'Reyes', amountPaid: 265800, createdAt: '2026-03-04T10:00:00.000Z' },
  { id: 'c', firstName: 'Ána', lastName: 'Lima', amountPaid: 30000, createdAt: '2026-03-03T10:00:00.000Z' },
];

describe('sortBookings', () => {
  it('offers the six sorts in order', () => {
    expect(bookingSortOptions.map((option) => option.value)).toEqual([
      'date-newest',
      'date-oldest',
      'name-asc',
      'name-desc',
      'amount-paid-desc',
      'amount-paid-asc',
    ]);
  });

  it.each<[BookingSort, string[]]>([
    ['date-newest', ['d', 'c', 'b', 'a']],
    ['date-oldest', ['a', 'b', 'c', 'd']],
    // Accents and case do not matter; equal names fall back to newest first.
    ['name-asc', ['c', 'a', 'd', 'b']],
    ['name-desc', ['b', 'd', 'c', 'a']],
    // Equal amounts fall back to newest first.
    ['amount-paid-desc', ['d', 'c', 'b', 'a']],
    ['amount-paid-asc', ['a', 'c', 'b', 'd']],
  ])('%s', (sort, ids) => {
    expect(sortBookings(bookings, sort).map((booking) => booking.id)).toEqual(ids);
  });

  it('leaves its input as it was', () => {
    const before = bookings.map((booking) => booking.id);
    sortBookings(bookings, 'name-asc');
    expect(bookings.map((booking) => booking.id)).toEqual(before);
  });
});
