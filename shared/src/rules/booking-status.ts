import type { BookingStatus, StoredBookingStatus } from '../schemas/booking';

/**
 * How long an unpaid booking holds its seats, counted from when it was made, once the traveller
 * has started paying (a deposit PaymentIntent exists), unless configured otherwise.
 */
export const DEFAULT_HOLD_MINUTES = 30;

/**
 * How long a new booking holds its seats before anyone starts paying for it. Shorter than the
 * full hold, so seats taken by a form nobody pays for come back sooner.
 */
export const HOLD_MINUTES_BEFORE_PAYMENT = 15;

/** The first hold of a new booking: never longer than the full hold it may grow to. */
export function firstHoldMinutes(holdMinutes: number): number {
  return Math.min(HOLD_MINUTES_BEFORE_PAYMENT, holdMinutes);
}

/** When a hold taken at `createdAt` lapses. */
export function holdExpiry(createdAt: Date, holdMinutes: number): Date {
  if (!Number.isSafeInteger(holdMinutes) || holdMinutes <= 0) {
    throw new RangeError(`A hold lasts a whole, positive number of minutes, got ${holdMinutes}`);
  }
  return new Date(createdAt.getTime() + holdMinutes * 60_000);
}

/** An unpaid booking whose hold time has come: its seats go back to the trip. */
export function isHoldExpired(booking: { status: BookingStatus; holdExpiresAt: string }, now: Date): boolean {
  return booking.status === 'pending' && Date.parse(booking.holdExpiresAt) <= now.getTime();
}

/**
 * The deposit is in, and the booking keeps its seats, once it has moved past `pending` without
 * lapsing: also while overdue. A released (`cancelled`) booking gave its seats back; what it paid
 * is kept as forfeited, and it takes no more payments.
 */
export function isDepositPaid(status: BookingStatus): boolean {
  return status === 'deposit_paid' || status === 'overdue' || status === 'confirmed';
}

/** A booking that still counts: it holds or held seats towards a trip (not lapsed, not released). */
export function isLiveBooking(status: BookingStatus): boolean {
  return status !== 'expired' && status !== 'cancelled';
}

/** Only an overdue booking may be released by the operator (decision 044). */
export function isReleasable(status: BookingStatus): boolean {
  return status === 'overdue';
}

/** `confirmed` means paid in full. */
export function isFullyPaid(status: BookingStatus): boolean {
  return status === 'confirmed';
}

/** A booking's status once a payment of `amountCents` is counted against its balance. */
export function statusAfterPayment(balanceDueCents: number, amountCents: number): StoredBookingStatus {
  return balanceDueCents - amountCents <= 0 ? 'confirmed' : 'deposit_paid';
}
