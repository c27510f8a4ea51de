import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../schemas/booking';
import { type PaymentLabel, paymentLabel } from './payment-label';

describe('paymentLabel', () => {
  it.each<[boolean, boolean, BookingStatus, PaymentLabel]>([
    [true, true, 'confirmed', 'Paid in Full'],
    [true, false, 'confirmed', 'Paid in Full'],
    [false, true, 'deposit_paid', 'Deposit Paid'],
    [false, false, 'pending', 'Pending'],
    [false, false, 'expired', 'Expired'],
    [false, true, 'overdue', 'Overdue'],
    [false, false, 'cancelled', 'Cancelled'],
  ])('fullPaymentPaid %s, depositPaid %s, %s: %s', (fullPaymentPaid, depositPaid, status, label) => {
    expect(paymentLabel({ fullPaymentPaid, depositPaid, status })).toBe(label);
  });
});
