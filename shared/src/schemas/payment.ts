import './zod-setup';
import * as z from 'zod/mini';
import { Id, IsoTimestamp } from './fields';

/** What a payment is for: the deposit that confirms a booking, or part of its balance. */
export const PaymentPurpose = z.enum(['deposit', 'balance']);
export type PaymentPurpose = z.infer<typeof PaymentPurpose>;

/** Stripe's PaymentIntent ids: `pi_` and letters or digits. */
export const PaymentIntentId = z.string().check(z.regex(/^pi_[A-Za-z0-9]{8,64}$/, 'Not a PaymentIntent id'));

/**
 * `POST /api/create-payment-intent` for a deposit. The amount is the server's: an `amount` the
 * browser also sends is dropped with any other unknown key.
 */
export const CreatePaymentIntentRequest = z.object({
  bookingId: Id,
  purpose: z.literal('deposit'),
});
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequest>;

export const CreatePaymentIntentResponse = z.object({
  clientSecret: z.string().check(z.minLength(1)),
  paymentIntentId: PaymentIntentId,
  /** Cents. */
  amount: z.number().check(z.int(), z.positive()),
});
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponse>;

/** `POST /api/bookings/{id}/deposit-payment`: which PaymentIntent the browser saw succeed. */
export const RecordPaymentRequest = z.object({ paymentIntentId: PaymentIntentId });
export type RecordPaymentRequest = z.infer<typeof RecordPaymentRequest>;

/** One recorded payment, as a booking's payment history lists it (spec §3). */
export const PaymentItem = z.object({
  id: PaymentIntentId,
  /** Cents. */
  amount: z.number().check(z.int(), z.positive()),
  paidAt: IsoTimestamp,
  status: z.literal('succeeded'),
  note: z.optional(z.string()),
});
export type PaymentItem = z.infer<typeof PaymentItem>;

export const WebhookReceipt = z.object({ received: z.literal(true) });
export type WebhookReceipt = z.infer<typeof WebhookReceipt>;
