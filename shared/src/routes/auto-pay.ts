import type { RouteDefinition } from '../route-definition';
import { AutoPayConsentRequest, AutoPaySetupRequest, AutoPaySetupResponse } from '../schemas/auto-pay';
import { BookingIdParams, BookingResponse } from '../schemas/booking';

/*
 * Automatic installments from My booking and the booking's details (decision 047): a traveller
 * signed in with a code, on their own booking, or the admin on any booking.
 */

/**
 * A SetupIntent (`usage: 'off_session'`) on the booking's Stripe customer, made if absent, for the
 * browser to confirm with a card: to opt in (answering the plan as it would start today) or to
 * change the card of a running plan. 409 when the booking has no deposit or nothing left to pay, no
 * installment fits before its due date, it already has a plan (opt-in) or has none running
 * (change-card).
 */
export const createAutoPaySetupIntent = {
  method: 'POST',
  path: '/api/bookings/{id}/auto-pay/setup-intent',
  handler: 'create-auto-pay-setup-intent',
  access: 'customer-or-admin',
  params: BookingIdParams,
  request: AutoPaySetupRequest,
  response: AutoPaySetupResponse,
} as const satisfies RouteDefinition;

/**
 * Records the consent and starts the plan, or swaps the card of a running plan, from a SetupIntent
 * that succeeded for this booking. Answers the booking. 409 when the SetupIntent has not succeeded,
 * was made for another booking, or the consent text has changed since the page showed it.
 */
export const recordAutoPay = {
  method: 'POST',
  path: '/api/bookings/{id}/auto-pay',
  handler: 'record-auto-pay',
  access: 'customer-or-admin',
  params: BookingIdParams,
  request: AutoPayConsentRequest,
  response: BookingResponse,
} as const satisfies RouteDefinition;

/**
 * Switches the plan off: no more charges, the card detached, a confirmation mailed. Answers the
 * booking. 409 when it has no plan running.
 */
export const switchOffAutoPay = {
  method: 'DELETE',
  path: '/api/bookings/{id}/auto-pay',
  handler: 'switch-off-auto-pay',
  access: 'customer-or-admin',
  params: BookingIdParams,
  response: BookingResponse,
} as const satisfies RouteDefinition;
