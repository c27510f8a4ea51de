import type { RouteDefinition } from '../route-definition';
import { SwitchRemindersRequest } from '../schemas/balance-reminders';
import { BookingIdParams, BookingResponse } from '../schemas/booking';

/*
 * The operator's hand on a booking's balance reminders (decision 042). The schedule itself is
 * timed work that the minute job does; these calls switch it off or on, or send one at once.
 */

/**
 * Admin only: switches the booking's balance reminders off (`enabled: false`, the traveller pays
 * another way) or back on, with the trip's audit entry. Answers the booking.
 */
export const switchReminders = {
  method: 'PUT',
  path: '/api/bookings/{id}/reminders',
  handler: 'switch-reminders',
  access: 'admin',
  params: BookingIdParams,
  request: SwitchRemindersRequest,
  response: BookingResponse,
} as const satisfies RouteDefinition;

/**
 * Admin only: sends the reminder that fits today now, with a fresh pay link, and the trip's audit
 * entry. 409 when the booking has no balance to remind of or its reminders are off; 429 when one
 * went out less than 10 minutes ago.
 */
export const sendReminderNow = {
  method: 'POST',
  path: '/api/bookings/{id}/reminders/send',
  handler: 'send-reminder-now',
  access: 'admin',
  params: BookingIdParams,
  response: BookingResponse,
} as const satisfies RouteDefinition;
