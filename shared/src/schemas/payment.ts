import './zod-setup';
import * as z from 'zod/mini';
import { Id, IsoTimestamp } from './fields';

/**
 * What a payment is for: the deposit that confirms a booking, or part of its balance, paid by the
 * traveller (`balance`) or charged by the plan of automatic installments they agreed to
 * (`installment`, decision 047).
 */
export const PaymentPurpose = z.enum(['deposit', 'balance', 'installment']);
export type PaymentPurpose = z.infer<typeof PaymentPurpose>;

/** Stripe's PaymentIntent ids: `pi_` and letters or digits. */
export const PaymentIntentId = z.string().check(z.regex(/^pi_[A-Za-z0-9]{8,64}$/, 'Not a PaymentIntent id'));

/** Smallest balance payment, in cents (spec §5: at least $1). */
export const MIN_BALANCE_PAYMENT_CENTS = 100;

/**
 * `POST /api/create-payment-intent`. For a deposit the amount is the server's: an `amount` the
 * browser also sends is dropped with any other unknown key. For part of the balance (a customer
 * session, its own booking) the traveller chooses the amount in cents, at most the balance due.
 */
export const CreatePaymentIntentRequest = z.discriminatedUnion('purpose', [
  z.object({ bookingId: Id, purpose: z.literal('deposit') }),
  z.object({
    bookingId: Id,
    purpose: z.literal('balance'),
    amount: z.number({ error: 'Enter an amount' }).check(
      z.int('Enter the amount in whole cents'),
      z.gte(MIN_BALANCE_PAYMENT_CENTS, 'The smallest payment is $1.00'),
    ),
  }),
]);
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequest>;

export const CreatePaymentIntentResponse = z.object({
  clientSecret: z.string().check(z.minLength(1)),
  paymentIntentId: PaymentIntentId,
  /** Cents. */
  amount: z.number().check(z.int(), z.positive()),
  /** Deposits only: the booking's hold, lengthened now that paying has started. */
  holdExpiresAt: z.optional(z.string()),
});
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponse>;

/** `POST /api/bookings/{id}/deposit-payment`: which PaymentIntent the browser saw succeed. */
export const RecordPaymentRequest = z.object({ paymentIntentId: PaymentIntentId });
export type RecordPaymentRequest = z.infer<typeof RecordPaymentRequest>;

/** `POST /api/bookings/{id}/additional-payment`: the balance PaymentIntent the browser saw succeed. */
export const AdditionalPaymentRequest = z.object({
  paymentIntentId: PaymentIntentId,
  /** Cents, as the browser asked for it; the server believes only Stripe's amount. */
  amount: z.number().check(z.int(), z.positive()),
});
export type AdditionalPaymentRequest = z.infer<typeof AdditionalPaymentRequest>;

/** Stripe's refund ids: `re_` and letters or digits. */
export const RefundId = z.string().check(z.regex(/^re_[A-Za-z0-9]{8,64}$/, 'Not a refund id'));

/** A payment the agency received outside Stripe and recorded by hand: `offline_` and a UUID. */
export const OfflinePaymentId = z.string().check(z.regex(/^offline_[0-9a-f-]{36}$/, 'Not an offline payment id'));

/** How a payment came in: by card through Stripe, or by hand outside it. */
export const PaymentMethod = z.enum(['card', 'bank_transfer', 'cash', 'cheque']);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** One recorded payment, as a booking's payment history lists it (spec §3); a refund is listed by its id with a negative amount. */
export const PaymentItem = z.object({
  id: z.union([PaymentIntentId, RefundId, OfflinePaymentId]),
  /** Cents; negative for a refund. */
  amount: z.number().check(z.int()),
  paidAt: IsoTimestamp,
  status: z.literal('succeeded'),
  note: z.optional(z.string()),
  /** `card` for Stripe's payments and refunds; an offline payment names how it came in. */
  method: z.optional(PaymentMethod),
});
export type PaymentItem = z.infer<typeof PaymentItem>;

/** A booking's payments, oldest first. */
export const PaymentList = z.array(PaymentItem);
export type PaymentList = z.infer<typeof PaymentList>;

export const WebhookReceipt = z.object({ received: z.literal(true) });
export type WebhookReceipt = z.infer<typeof WebhookReceipt>;
