import type { ServerResponse } from 'node:http';
import type { Booking } from '@sunward/shared/schemas/booking';
import { sendJson } from './test-api-server';

/**
 * Answers the calls the admin dashboard makes around the part under test: the signed-in admin,
 * one page of `bookings`, no inquiries, and no payments or notes for any booking. False for any
 * other route, which the test's own server then answers.
 */
export function answerAdminShell(route: string, response: ServerResponse, bookings: readonly Booking[]): boolean {
  if (route === 'GET /api/user') sendJson(response, 200, { username: 'marisol' });
  else if (route === 'GET /api/bookings') sendJson(response, 200, { bookings, nextCursor: null });
  else if (route === 'GET /api/inquiries') sendJson(response, 200, []);
  else if (/^GET \/api\/bookings\/[a-z-]+\/payments$/.test(route)) sendJson(response, 200, []);
  else if (/^GET \/api\/bookings\/[a-z-]+\/notes$/.test(route)) sendJson(response, 200, { notes: [] });
  else return false;
  return true;
}
