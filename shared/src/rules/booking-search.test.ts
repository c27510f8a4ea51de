import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../schemas/booking';
import { type StatusFilter, filterBookings, isSameReference, matchesReference, matchesSearch, matchesStatus, statusFilterOptions } from './booking-search';

const ana = { firstName: 'Ana', lastName: 'Lima', email: 'ana.lima@example.com', reference: 'SGT-A2B3C4', status: 'pending' as BookingStatus };

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
    ['SGT-A2B3C4', true],
    ['sgt-a2b3c4', true],
    ['SGTA2B3C4', true],
    [' sgt a2b3c4 ', true],
    ['a2b3c4', true],
    ['sgt-a2', true],
    ['b3c4', true],
    ['SGT-A2B3C5', false],
  ])('%j: %s', (search, expected) => {
    expect(matchesSearch(ana, search)).toBe(expected);
  });
});

describe('isSameReference', () => {
  it.each([
    ['SGT-K7M9PQ', 'SGT-K7M9PQ', true],
    ['SGT-K7M9PQ', 'sgtk7m9pq', true],
    ['SGT-K7M9PQ', 'SGT-K7M9P', false],
    ['SGT-K7M9PQ', '', false],
  ])('%s and %j: %s', (reference, text, expected) => {
    expect(isSameReference(reference, text)).toBe(expected);
  });
});

describe('matchesReference', () => {
  it.each([
    ['SGT-K7M9PQ', 'SGT-K7M9PQ', true],
    ['SGT-K7M9PQ', 'sgt-k7m9pq', true],
    ['SGT-K7M9PQ', 'sgtk7m9pq', true],
    ['SGT-K7M9PQ', 'SGT-', true],
    ['SGT-K7M9PQ', 'K7M9PQ', true],
    ['SGT-K7M9PQ', 'm9pq', true],
    // Fewer than four characters inside the code: a name's letters, not a reference.
    ['SGT-K7M9PQ', '9pq', false],
    ['SGT-K7M9PQ', 'SGT-K7M9PR', false],
    ['SGT-K7M9PQ', '', false],
    ['SGT-K7M9PQ', '--', false],
  ])('%s for %j: %s', (reference, search, expected) => {
    expect(matchesReference(reference, search)).toBe(expected);
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
    { firstName: 'Bo', lastName: 'Reyes', email: 'bo@example.org', reference: 'SGT-XYZ234', status: 'confirmed' as BookingStatus, id: '3' },
  ];

  it.each<[string, StatusFilter, string[]]>([
    ['', 'all', ['1', '2', '3']],
    ['lima', 'all', ['1', '2']],
    ['lima', 'confirmed', ['2']],
    ['', 'confirmed', ['2', '3']],
    ['example.org', 'pending', []],
    ['sgtxyz234', 'all', ['3']],
    ['SGT-', 'confirmed', ['2', '3']],
  ])('%j and %s keep %j in their order', (search, status, ids) => {
    expect(filterBookings(bookings, { search, status }).map((booking) => booking.id)).toEqual(ids);
  });
});
