import type { Booking } from '../schemas/booking';

export type PaymentLabel = 'Paid in Full' | 'Deposit Paid' | 'Pending' | 'Expired';

/**
 * The Status column of /admin/payments (spec §4): paid in full, else deposit paid, else pending.
 * A booking whose hold lapsed unpaid reads 'Expired' rather than 'Pending': nothing is awaited.
 */
export function paymentLabel(booking: Pick<Booking, 'fullPaymentPaid' | 'depositPaid' | 'status'>): PaymentLabel {
  if (booking.fullPaymentPaid) return 'Paid in Full';
  if (booking.depositPaid) return 'Deposit Paid';
  if (booking.status === 'expired') return 'Expired';
  return 'Pending';
}
