import type { RouteDefinition } from '../route-definition';
import { BookingIdParams, BookingResponse } from '../schemas/booking';

/*
 * The operator's hand on unpaid holds (decision 037). The dashboard counts the seats held unpaid
 * per departure from the bookings it already reads; releasing one is this call.
 */

/**
 * Admin only: ends an unpaid booking's hold now, as the expiry job would once it lapses: its open
 * deposit is cancelled at Stripe, the booking becomes `expired`, its seats go back to the departure
 * once, and the trip's audit trail says who did it.
 */
export const releaseHold = {
  method: 'POST',
  path: '/api/bookings/{id}/release-hold',
  handler: 'release-hold',
  access: 'admin',
  params: BookingIdParams,
  response: BookingResponse,
} as const satisfies RouteDefinition;
