import { type Cents, cents } from '../money';
import type { BookingStatus } from '../schemas/booking';

/** What a refund moves on a booking: its totals in cents and its status. */
export interface RefundableTotals {
  amountPaidCents: Cents;
  balanceDueCents: Cents;
  /** What was taken beyond the balance; absent when nothing ever was. */
  overpaidCents?: Cents | undefined;
  status: BookingStatus;
}

export interface TotalsAfterRefund {
  amountPaidCents: Cents;
  balanceDueCents: Cents;
  overpaidCents: Cents;
  status: BookingStatus;
}

/**
 * What a refund of `amountCents` does to a booking's totals (decision 018): the amount paid goes
 * down; what was taken beyond the balance (an overpayment) is given back first, the rest raises
 * the balance due. A booking paid in full goes back to `deposit_paid` once something is due
 * again; any other status is kept (a refunded deposit is the agency's to cancel, it is flagged by
 * `refundedCents`).
 */
export function totalsAfterRefund(booking: RefundableTotals, amountCents: Cents): TotalsAfterRefund {
  const overpaid = booking.overpaidCents ?? 0;
  const fromOverpaid = Math.min(overpaid, amountCents);
  const balanceDueCents = cents(booking.balanceDueCents + amountCents - fromOverpaid);
  return {
    amountPaidCents: cents(booking.amountPaidCents - amountCents),
    balanceDueCents,
    overpaidCents: cents(overpaid - fromOverpaid),
    status: booking.status === 'confirmed' && balanceDueCents > 0 ? 'deposit_paid' : booking.status,
  };
}
