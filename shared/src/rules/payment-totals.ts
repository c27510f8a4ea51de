import { type Cents, cents } from '../money';
import type { StoredBookingStatus } from '../schemas/booking';
import { balanceAfterPayment } from './balance-payment';
import { statusAfterPayment } from './booking-status';

/** A booking's money, as the store keeps it: integer cents. */
export interface BookingTotals {
  amountPaidCents: Cents;
  balanceDueCents: Cents;
}

/** A booking's totals and status once a payment is counted. */
export interface TotalsAfterPayment extends BookingTotals {
  status: StoredBookingStatus;
}

/**
 * A booking's totals once its deposit of `amountCents` is counted (decision 011): the amount paid
 * goes up and the balance due down by the deposit; `confirmed` when nothing is left to pay.
 */
export function totalsAfterDeposit(booking: BookingTotals, amountCents: Cents): TotalsAfterPayment {
  return {
    amountPaidCents: cents(booking.amountPaidCents + amountCents),
    balanceDueCents: cents(booking.balanceDueCents - amountCents),
    status: statusAfterPayment(booking.balanceDueCents, amountCents),
  };
}

/** A booking's totals once a balance payment is counted, with what it took beyond the balance. */
export interface TotalsAfterBalancePayment extends TotalsAfterPayment {
  /** What this payment took beyond the balance due: 0 unless two payments raced for the same balance. */
  excessCents: Cents;
  /** The booking's overpayment with this payment's excess added. */
  overpaidCents: Cents;
}

/**
 * A booking's totals once a balance payment of `amountCents` is counted (decision 014): the
 * whole amount is paid, since money Stripe took is never refused; the balance due never goes
 * below 0, and what went beyond it is added to the booking's overpayment, for the agency to refund.
 */
export function totalsAfterBalancePayment(
  booking: BookingTotals & { overpaidCents?: Cents | undefined },
  amountCents: Cents,
): TotalsAfterBalancePayment {
  const after = balanceAfterPayment(booking.balanceDueCents, amountCents);
  return {
    amountPaidCents: cents(booking.amountPaidCents + amountCents),
    balanceDueCents: after.balanceDueCents,
    status: statusAfterPayment(booking.balanceDueCents, amountCents),
    excessCents: after.overpaidCents,
    overpaidCents: cents((booking.overpaidCents ?? 0) + after.overpaidCents),
  };
}
