import type { RouteDefinition } from '../route-definition';
import { BookingIdParams, BookingResponse, CreateBookingRequest, CreateBookingResponse } from '../schemas/booking';
import { CreatePaymentIntentRequest, CreatePaymentIntentResponse, RecordPaymentRequest } from '../schemas/payment';

/*
 * Booking a trip with its deposit, the calls of `/booking`. In a module of their own, so the page
 * loads only these schemas, not the whole table's. `routes.ts` lists them with every other call.
 */

export const createBooking = {
  method: 'POST',
  path: '/api/bookings',
  handler: 'create-booking',
  access: 'public',
  request: CreateBookingRequest,
  response: CreateBookingResponse,
} as const satisfies RouteDefinition;

export const createPaymentIntent = {
  method: 'POST',
  path: '/api/create-payment-intent',
  handler: 'create-payment-intent',
  access: 'public',
  readsSession: true,
  request: CreatePaymentIntentRequest,
  response: CreatePaymentIntentResponse,
} as const satisfies RouteDefinition;

export const recordDepositPayment = {
  method: 'POST',
  path: '/api/bookings/{id}/deposit-payment',
  handler: 'record-deposit-payment',
  access: 'public',
  params: BookingIdParams,
  request: RecordPaymentRequest,
  response: BookingResponse,
} as const satisfies RouteDefinition;
