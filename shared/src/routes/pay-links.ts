import type { RouteDefinition } from '../route-definition';
import { BookingIdParams, BookingResponse } from '../schemas/booking';
import { CreatePaymentIntentResponse } from '../schemas/payment';
import { PayLinkBooking, PayLinkIntentRequest, PayLinkPaymentRequest, PayLinkRequest } from '../schemas/pay-link';

/*
 * Pay links (decision 043): the reminder mail's button opens `/pay#<token>`, and the page pays that
 * one booking's balance through these calls without a one-time code. In a module of their own, so
 * the page loads only these schemas. The token travels in the body, never in a path or a query
 * string, so no access log records it.
 */

/** What the link's page shows: the trip, its dates, the reference, the balance due and the first name. */
export const openPayLink = {
  method: 'POST',
  path: '/api/pay-links/booking',
  handler: 'open-pay-link',
  access: 'public',
  request: PayLinkRequest,
  response: PayLinkBooking,
} as const satisfies RouteDefinition;

/** A PaymentIntent for part or all of the link's booking's balance, as My booking's balance payment makes it. */
export const createPayLinkPaymentIntent = {
  method: 'POST',
  path: '/api/pay-links/payment-intent',
  handler: 'create-pay-link-payment-intent',
  access: 'public',
  request: PayLinkIntentRequest,
  response: CreatePaymentIntentResponse,
} as const satisfies RouteDefinition;

/** Records a paid PaymentIntent of the link's booking through the balance recorder; answers the booking as the link shows it. */
export const recordPayLinkPayment = {
  method: 'POST',
  path: '/api/pay-links/payment',
  handler: 'record-pay-link-payment',
  access: 'public',
  request: PayLinkPaymentRequest,
  response: PayLinkBooking,
} as const satisfies RouteDefinition;

/** Admin only: every pay link mailed for the booking so far stops working; links mailed later work. */
export const revokePayLinks = {
  method: 'POST',
  path: '/api/bookings/{id}/pay-links/revoke',
  handler: 'revoke-pay-links',
  access: 'admin',
  params: BookingIdParams,
  response: BookingResponse,
} as const satisfies RouteDefinition;
