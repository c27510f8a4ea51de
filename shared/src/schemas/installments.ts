import './zod-setup';
import * as z from 'zod/mini';
import { AutoPayState } from './auto-pay';
import { BookingReference } from './booking';
import { Id, IsoDate } from './fields';
import { PaymentIntentId } from './payment';

/*
 * Automatic installments as they are charged (decision 047): the authentication a bank asks of the
 * traveller for one charge, and the operator's list of the charges coming.
 */

/**
 * `POST /api/pay-links/authentication`: the installment charge that waits for the traveller's
 * authentication, for the pay link's page to confirm with the plan's card (Stripe.js
 * `confirmCardPayment(clientSecret, { payment_method })`) and then record with
 * `POST /api/pay-links/payment`.
 */
export const PayLinkAuthentication = z.object({
  clientSecret: z.string().check(z.minLength(1)),
  paymentIntentId: PaymentIntentId,
  /** The plan's card, which the page confirms the payment with. */
  paymentMethodId: z.string().check(z.minLength(1)),
  /** Cents. */
  amount: z.number().check(z.int(), z.positive()),
  installmentNumber: z.number().check(z.int(), z.positive()),
});
export type PayLinkAuthentication = z.infer<typeof PayLinkAuthentication>;

/** One plan's next charge, as the operator's list shows it. */
export const UpcomingCharge = z.object({
  bookingId: Id,
  reference: BookingReference,
  firstName: z.string(),
  lastName: z.string(),
  /** The day it is charged (a retry's day for an installment being tried again). */
  date: IsoDate,
  /** Cents: the installment, or the balance then due when less. */
  amount: z.number().check(z.int(), z.nonnegative()),
  /** The plan's state: `active`, or `needs-traveller` while another charge waits for the traveller's authentication. */
  state: AutoPayState,
  installmentNumber: z.number().check(z.int(), z.positive()),
  /** Charges of this installment tried so far: 0 before its first charge, more when it is being retried. */
  attempts: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type UpcomingCharge = z.infer<typeof UpcomingCharge>;

/** `GET /api/installments/upcoming`: every running plan's next charge, soonest first. */
export const UpcomingCharges = z.object({ charges: z.array(UpcomingCharge) });
export type UpcomingCharges = z.infer<typeof UpcomingCharges>;
