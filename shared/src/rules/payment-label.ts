import type { Booking } from '../schemas/booking';

export type PaymentLabel = 'Paid in Full' | 'Deposit Paid' | 'Overdue' | 'Pending' | 'Expired' | 'Cancelled';

/**
 * The Status column of /admin/payments (spec §4): paid in full, else deposit paid, else pending.
 * A booking whose hold lapsed unpaid reads 'Expired' rather than 'Pending': nothing is awaited.
 * A deposit paid with the balance late reads 'Overdue'; one the operator released, 'Cancelled'.
 */
export function paymentLabel(booking: Pick<Booking, 'fullPaymentPaid' | 'depositPaid' | 'status'>): PaymentLabel {
  if (booking.status === 'cancelled') return 'Cancelled';
  if (booking.fullPaymentPaid) return 'Paid in Full';
  if (booking.status === 'overdue') return 'Overdue';
  if (booking.depositPaid) return 'Deposit Paid';
  if (booking.status === 'expired') return 'Expired';
  return 'Pending';
}
