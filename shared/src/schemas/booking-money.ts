import './zod-setup';
import * as z from 'zod/mini';
import { IsoDate } from './fields';
import { Booking } from './booking';
import { PaymentIntentId, RefundId } from './payment';

/** The largest amount one call moves, in cents: far above any booking, below any rounding trouble. */
const MAX_CENTS = 100_000_000;

const PositiveCents = z.number().check(z.int('Enter the amount in whole cents'), z.positive('Enter an amount above $0'), z.maximum(MAX_CENTS));

/**
 * `POST /api/bookings/{id}/cancel` (admin): `refundCents`, when above 0, is refunded by card after
 * the booking is cancelled; `reason` is the operator's words, kept on the booking and in the
 * trip's history, and quoted to the traveller.
 */
export const CancelBookingRequest = z.object({
  refundCents: z.optional(z.number().check(z.int('Enter the amount in whole cents'), z.minimum(0), z.maximum(MAX_CENTS))),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type CancelBookingRequest = z.infer<typeof CancelBookingRequest>;

/** `POST /api/bookings/{id}/refunds` (admin): how much of what was paid by card to give back, in cents. */
export const RefundRequest = z.object({ amountCents: PositiveCents });
export type RefundRequest = z.infer<typeof RefundRequest>;

/** One refund made at Stripe: of which payment, how much (cents). */
export const RefundMade = z.object({ refundId: RefundId, paymentIntentId: PaymentIntentId, amountCents: z.number().check(z.int(), z.positive()) });
export type RefundMade = z.infer<typeof RefundMade>;

/**
 * What a refund answers: the refunds made at Stripe, and the booking as it was before them. The
 * booking's totals move when Stripe's `charge.refunded` webhook records each refund, as for a
 * refund made in Stripe's dashboard, so that each counts once.
 */
export const RefundResponse = z.object({ refunds: z.array(RefundMade), booking: Booking });
export type RefundResponse = z.infer<typeof RefundResponse>;

/** What a cancellation answers: the cancelled booking and, if one was asked for, the refunds made. */
export const CancelBookingResponse = z.object({ booking: Booking, refunds: z.array(RefundMade) });
export type CancelBookingResponse = z.infer<typeof CancelBookingResponse>;

/** How an offline payment came in. */
export const OfflinePaymentMethod = z.enum(['bank_transfer', 'cash', 'cheque']);
export type OfflinePaymentMethod = z.infer<typeof OfflinePaymentMethod>;

/** `POST /api/bookings/{id}/offline-payments` (admin): money received outside Stripe, at most the balance due. */
export const OfflinePaymentRequest = z.object({
  method: OfflinePaymentMethod,
  amountCents: PositiveCents,
  /** The day the money arrived, as the operator's statement or receipt says. */
  receivedOn: IsoDate,
  note: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type OfflinePaymentRequest = z.infer<typeof OfflinePaymentRequest>;
