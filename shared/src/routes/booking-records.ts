import type { RouteDefinition } from '../route-definition';
import { BookingIdParams, BookingResponse } from '../schemas/booking';
import { AddNoteRequest, BookingNotes, EditContactRequest, ResendMailRequest, ResendMailResponse } from '../schemas/booking-records';

/*
 * The operator's records on a booking: a mail sent again, the traveller's contact details
 * corrected, notes. Admin only; each change is written with the trip's audit entry.
 */

/**
 * Queues the latest payment's receipt (`receipt`) or the deposit's confirmation (`confirmation`)
 * to the traveller again, with the audit entry. 409 when the booking has no such payment or is
 * cancelled; 429 when a mail was re-sent for the booking less than 10 minutes ago.
 */
export const resendBookingMail = {
  method: 'POST',
  path: '/api/bookings/{id}/resend',
  handler: 'resend-booking-mail',
  access: 'admin',
  params: BookingIdParams,
  request: ResendMailRequest,
  response: ResendMailResponse,
} as const satisfies RouteDefinition;

/**
 * Corrects the traveller's name, e-mail or phone, with the booking form's rules. A new e-mail
 * moves the booking to that address (My booking finds it there) and is confirmed by mail to both
 * addresses. 409 when the contact changed since the admin read it.
 */
export const editBookingContact = {
  method: 'PATCH',
  path: '/api/bookings/{id}/contact',
  handler: 'edit-booking-contact',
  access: 'admin',
  params: BookingIdParams,
  request: EditContactRequest,
  response: BookingResponse,
} as const satisfies RouteDefinition;

/** The booking's notes, oldest first. */
export const listBookingNotes = {
  method: 'GET',
  path: '/api/bookings/{id}/notes',
  handler: 'list-booking-notes',
  access: 'admin',
  params: BookingIdParams,
  response: BookingNotes,
} as const satisfies RouteDefinition;

/** Adds a plain-text note, stamped with the time and the admin's username; answers every note. */
export const addBookingNote = {
  method: 'POST',
  path: '/api/bookings/{id}/notes',
  handler: 'add-booking-note',
  access: 'admin',
  params: BookingIdParams,
  request: AddNoteRequest,
  response: BookingNotes,
} as const satisfies RouteDefinition;
