import type { RouteDefinition } from '../route-definition';
import { BookingIdParams, BookingResponse } from '../schemas/booking';
import { CancelBookingRequest, CancelBookingResponse, OfflinePaymentRequest, RefundRequest, RefundResponse } from '../schemas/booking-money';

/*
 * The operator's hand on a booking's money (decision 045): cancel it, refund by card what it paid,
 * record what it paid outside Stripe. Each is admin only, written with the trip's audit entry in
 * one transaction, and refused with 409 when the booking changed since it was read.
 */

/**
 * Cancels a booking that holds seats (pending with its hold, deposit paid, overdue or confirmed):
 * its seats go back to the departure once, its reminders and pay links stop, an open PaymentIntent
 * is cancelled at Stripe, the traveller is mailed. With `refundCents` above 0 that much is then
 * refunded by card, as `POST /api/bookings/{id}/refunds` does.
 */
export const cancelBooking = {
  method: 'POST',
  path: '/api/bookings/{id}/cancel',
  handler: 'cancel-booking',
  access: 'admin',
  params: BookingIdParams,
  request: CancelBookingRequest,
  response: CancelBookingResponse,
} as const satisfies RouteDefinition;

/**
 * Refunds part or all of what the booking paid by card, through Stripe's Refunds API. The refunds
 * are recorded, and the traveller mailed, by Stripe's `charge.refunded` webhook, as one made in
 * Stripe's dashboard is, so each counts once.
 */
export const refundBooking = {
  method: 'POST',
  path: '/api/bookings/{id}/refunds',
  handler: 'refund-booking',
  access: 'admin',
  params: BookingIdParams,
  request: RefundRequest,
  response: RefundResponse,
} as const satisfies RouteDefinition;

/**
 * Records a payment received outside Stripe (bank transfer, cash, cheque) through the payment
 * recorder, with its receipt; never above the balance due.
 */
export const recordOfflinePayment = {
  method: 'POST',
  path: '/api/bookings/{id}/offline-payments',
  handler: 'record-offline-payment',
  access: 'admin',
  params: BookingIdParams,
  request: OfflinePaymentRequest,
  response: BookingResponse,
} as const satisfies RouteDefinition;
