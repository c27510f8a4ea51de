import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../schemas/booking';
import { type StatusFilter, filterBookings, matchesSearch, matchesStatus, statusFilterOptions } from './booking-search';

const ana = { firstName: 'Ana', lastName: 'Lima', email: 'ana.lima@example.com', status: 'pending' as BookingStatus };

describe('matchesSearch', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['ana', true],
    ['ANA LIMA', true],
    ['a li', true],
    ['  lima ', true],
    ['Ana.Lima@Example', true],
    ['example.com', true],
    ['lima ana', false],
    ['bob', false],
  ])('%j: %s', (search, expected) => {
    expect(matchesSearch(ana, search)).toBe(expected);
  });
});

describe('matchesStatus', () => {
  it('offers All Statuses and every status, in order', () => {
    expect(statusFilterOptions.map((option) => option.label)).toEqual(['All Statuses', 'Pending', 'Deposit Paid', 'Overdue', 'Confirmed', 'Expired', 'Cancelled']);
  });

  it.each<[BookingStatus, StatusFilter, boolean]>([
    ['pending', 'all', true],
    ['expired', 'all', true],
    ['pending', 'pending', true],
    ['deposit_paid', 'pending', false],
    ['deposit_paid', 'deposit_paid', true],
    ['confirmed', 'confirmed', true],
    ['confirmed', 'expired', false],
    ['expired', 'expired', true],
    ['overdue', 'overdue', true],
    ['overdue', 'deposit_paid', false],
    ['deposit_paid', 'overdue', false],
    ['cancelled', 'cancelled', true],
    ['cancelled', 'expired', false],
  ])('%s under %s: %s', (status, filter, expected) => {
    expect(matchesStatus({ status }, filter)).toBe(expected);
  });
});

describe('filterBookings', () => {
  const bookings = [
    { ...ana, id: '1' },
    { ...ana, id: '2', status: 'confirmed' as BookingStatus },
    { firstName: 'Bo', lastName: 'Reyes', email: 'bo@example.org', status: 'confirmed' as BookingStatus, id: '3' },
  ];

  it.each<[string, StatusFilter, string[]]>([
    ['', 'all', ['1', '2', '3']],
    ['lima', 'all', ['1', '2']],
    ['lima', 'confirmed', ['2']],
    ['', 'confirmed', ['2', '3']],
    ['example.org', 'pending', []],
  ])('%j and %s keep %j in their order', (search, status, ids) => {
    expect(filterBookings(bookings, { search, status }).map((booking) => booking.id)).toEqual(ids);
  });
});
