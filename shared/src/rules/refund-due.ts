import { type Cents, cents } from '../money';

/**
 * What a booking owes back for deposits refused because its hold lapsed and its seats were
 * taken (decision 010): those PaymentIntents, sorted, and what they took. Never counted as paid.
 */
export interface RefundDue {
  refundDuePaymentIntentIds: string[];
  refundDueCents: Cents;
}

/**
 * What is due for a refund once the deposit `paymentIntentId` of `amountCents` is refused: it
 * joins the refused PaymentIntents and its amount adds to what the agency must refund.
 */
export function refundDueAfterRefusal(
  booking: { refundDuePaymentIntentIds?: readonly string[] | undefined; refundDueCents?: Cents | undefined },
  paymentIntentId: string,
  amountCents: Cents,
): RefundDue {
  return {
    refundDuePaymentIntentIds: [...(booking.refundDuePaymentIntentIds ?? []), paymentIntentId].sort(),
    refundDueCents: cents((booking.refundDueCents ?? 0) + amountCents),
  };
}
