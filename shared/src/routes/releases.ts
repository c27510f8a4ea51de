import type { RouteDefinition } from '../route-definition';
import { BookingIdParams, BookingResponse } from '../schemas/booking';

/*
 * The operator's hand on overdue bookings (decision 044). Nothing is released automatically: an
 * overdue booking keeps its seats until the operator releases it with this call.
 */

/**
 * Admin only: cancels an overdue booking. Its seats go back to the departure once, what it paid is
 * kept as forfeited under the refund policy, its reminders stop, the traveller is mailed and the
 * trip's history records it. 409 for any booking that is not overdue, or that changed meanwhile.
 */
export const releaseOverdueBooking = {
  method: 'POST',
  path: '/api/bookings/{id}/release',
  handler: 'release-overdue-booking',
  access: 'admin',
  params: BookingIdParams,
  response: BookingResponse,
} as const satisfies RouteDefinition;
