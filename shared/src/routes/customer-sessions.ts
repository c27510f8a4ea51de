import type { RouteDefinition } from '../route-definition';
import { BookingList } from '../schemas/booking';
import { NoContent } from '../schemas/empty';
import { RequestOtpRequest, RequestOtpResponse, VerifyOtpRequest } from '../schemas/one-time-code';

/*
 * A traveller's session on `/my-booking`: the e-mailed code, their bookings, signing out. In a
 * module of their own, so the page loads only these schemas, not the whole table's. `routes.ts`
 * lists them with every other call.
 */

export const requestOtp = {
  method: 'POST',
  path: '/api/bookings/request-otp',
  handler: 'request-otp',
  access: 'public',
  request: RequestOtpRequest,
  response: RequestOtpResponse,
} as const satisfies RouteDefinition;

export const verifyOtp = {
  method: 'POST',
  path: '/api/bookings/verify-otp',
  handler: 'verify-otp',
  access: 'public',
  request: VerifyOtpRequest,
  response: BookingList,
} as const satisfies RouteDefinition;

export const listMyBookings = {
  method: 'GET',
  path: '/api/my/bookings',
  handler: 'list-my-bookings',
  access: 'customer',
  response: BookingList,
} as const satisfies RouteDefinition;

export const customerLogout = {
  method: 'POST',
  path: '/api/my/logout',
  handler: 'customer-logout',
  access: 'customer',
  response: NoContent,
} as const satisfies RouteDefinition;
