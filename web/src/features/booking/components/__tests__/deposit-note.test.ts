import { describe, expect, it } from 'vitest';
import { depositNote } from '../selected-package';

describe('depositNote', () => {
  // 21:00 in New York on November 23 is already November 24 in UTC: the agency's day counts.
  const now = new Date('2026-11-24T02:00:00Z');

  it('names the departure’s due date while it is still ahead', () => {
    expect(depositNote({ departureDate: '2027-01-20', balanceDueDate: '2026-11-24' }, now)).toBe(
      'Pay only a $300 deposit per traveler today. Remaining balance due by November 24, 2026.',
    );
  });

  it('says a booking on or after the due date owes the balance within 3 days of booking', () => {
    expect(depositNote({ departureDate: '2026-12-17', balanceDueDate: '2026-11-02' }, now)).toBe(
      'Pay only a $300 deposit per traveler today. Remaining balance due within 3 days of booking (by November 26, 2026).',
    );
  });
});
