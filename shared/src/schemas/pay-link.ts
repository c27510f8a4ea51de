import './zod-setup';
import * as z from 'zod/mini';
import { BookingReference, BookingStatus } from './booking';
import { IsoDate } from './fields';
import { MIN_BALANCE_PAYMENT_CENTS, PaymentIntentId } from './payment';

/*
 * The pay link's calls (decision 043). The link's token is a capability for one booking's balance:
 * sent in the body, never in a path or a query string, and answered with only what the page shows.
 */

/** 32 random bytes in base64url, as mailed; anything else cannot be one and is refused before the table is read. */
export const PayLinkToken = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{43}$/, 'This payment link is not complete. Please open it again from your e-mail.'));

/** `POST /api/pay-links/booking`: the token from the page's address fragment. */
export const PayLinkRequest = z.object({ token: PayLinkToken });
export type PayLinkRequest = z.infer<typeof PayLinkRequest>;

/** `POST /api/pay-links/payment-intent`: the amount the traveller chose, in cents, $1 up to the balance due. */
export const PayLinkIntentRequest = z.object({
  token: PayLinkToken,
  amount: z
    .number({ error: 'Enter an amount' })
    .check(z.int('Enter the amount in whole cents'), z.gte(MIN_BALANCE_PAYMENT_CENTS, 'The smallest payment is $1.00')),
});
export type PayLinkIntentRequest = z.infer<typeof PayLinkIntentRequest>;

/** `POST /api/pay-links/payment`: the PaymentIntent the browser saw succeed; the server believes only Stripe. */
export const PayLinkPaymentRequest = z.object({ token: PayLinkToken, paymentIntentId: PaymentIntentId });
export type PayLinkPaymentRequest = z.infer<typeof PayLinkPaymentRequest>;

/**
 * What a pay link shows of its booking: the trip, its dates, the reference, the balance and the
 * traveller's first name. Nothing else personal: no last name, address, phone, travellers'
 * details or payment history, which still need the e-mailed code (My booking).
 */
export const PayLinkBooking = z.object({
  reference: BookingReference,
  packageTitle: z.string(),
  departureDate: z.nullable(IsoDate),
  returnDate: z.nullable(IsoDate),
  balanceDueDate: z.nullable(IsoDate),
  firstName: z.string(),
  /** Cents. */
  balanceDue: z.number().check(z.int(), z.nonnegative()),
  status: BookingStatus,
});
export type PayLinkBooking = z.infer<typeof PayLinkBooking>;
