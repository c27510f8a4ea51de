import type { PaymentPurpose } from '../schemas/payment';

/** Metadata the server puts on every PaymentIntent, and checks before counting it. */
export const paymentMetadata = (bookingId: string, purpose: PaymentPurpose) => ({ bookingId, purpose });

/** What a PaymentIntent says about itself, in cents, as the payments adapter reports it. */
export interface PaymentIntentFacts {
  status: string;
  currency: string;
  amount: number;
  amountReceived: number;
  metadata: Readonly<Record<string, string>>;
}

/**
 * Whether Stripe's PaymentIntent is exactly this booking's deposit, paid in full: succeeded, in
 * dollars, made by the server for this booking's deposit, for the deposit the server priced.
 */
export function isThisDeposit(intent: PaymentIntentFacts, booking: { id: string; depositCents: number }): boolean {
  return (
    intent.status === 'succeeded' &&
    intent.metadata.bookingId === booking.id &&
    intent.metadata.purpose === 'deposit' &&
    intent.currency === 'usd' &&
    intent.amount === booking.depositCents &&
    intent.amountReceived === booking.depositCents
  );
}

/**
 * Whether any of a PaymentIntent's money went back to the card: such a payment is never counted,
 * since the booking would show money the agency no longer holds.
 */
export function isRefunded(intent: { amountRefunded: number }): boolean {
  return intent.amountRefunded > 0;
}
