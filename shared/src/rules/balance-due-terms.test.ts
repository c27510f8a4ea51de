import { describe, expect, it } from 'vitest';
import { agencyInstant } from './agency-calendar';
import { isDueSoonAfterBooking, LATE_BOOKING_DUE_WORDING } from './balance-due-terms';

describe('isDueSoonAfterBooking', () => {
  // 23:30 in New York on December 1 is already December 2 in UTC: the agency's day counts.
  const bookedAt = agencyInstant('2026-12-01', 23).toISOString().replace(':00:00', ':30:00');

  it('is true up to 3 New York days after the day of booking, and false from the 4th', () => {
    expect(isDueSoonAfterBooking({ balanceDueDate: '2026-12-04', createdAt: bookedAt })).toBe(true);
    expect(isDueSoonAfterBooking({ balanceDueDate: '2026-12-01', createdAt: bookedAt })).toBe(true);
    expect(isDueSoonAfterBooking({ balanceDueDate: '2026-12-05', createdAt: bookedAt })).toBe(false);
  });

  it('is false for a booking without a due date', () => {
    expect(isDueSoonAfterBooking({ balanceDueDate: null, createdAt: bookedAt })).toBe(false);
  });

  it('words it with the rule’s number of days', () => {
    expect(LATE_BOOKING_DUE_WORDING).toBe('within 3 days of booking');
  });
});
