import { randomUUID } from 'node:crypto';
import { auditChanges } from '@sunward/shared/rules/audit-changes';
import { maskEmail } from '@sunward/shared/rules/masked-email';
import type { EditContactRequest } from '@sunward/shared/schemas/booking-records';
import { conflict, notFound } from '../http/http-error';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { bookingReference } from '../mappers/booking-response';
import { tripFacts } from './booking-mail-facts';
import { logger } from '../observability/logger';
import { readSiteSettings } from '../settings/site';
import { auditEntryPut } from '../store/audit-repository';
import { type ContactFields, writeContactChange } from '../store/booking-records-repository';
import { type BookingRecord, findBooking } from '../store/booking-repository';

const site = readSiteSettings();

export const CONTACT_CHANGED_MESSAGE = "This traveller's contact details changed since you opened them. Close the booking, open it again to see them, then make your change.";

const contactFields = ['firstName', 'lastName', 'email', 'phone'] as const;

function contactOf(booking: BookingRecord): ContactFields {
  return { firstName: booking.firstName, lastName: booking.lastName, email: booking.email, phone: booking.phone };
}

/** The two mails of an e-mail change: the address the booking leaves hears where it went (masked), the new one that it arrived. */
function emailChangeMails(booking: BookingRecord, next: ContactFields): OutgoingMail[] {
  const trip = {
    ...tripFacts(booking),
    firstName: next.firstName,
    siteUrl: site.SITE_URL,
  };
  return [
    { to: booking.email, template: 'bookingEmailChanged', facts: { ...trip, recipient: 'old-address', newAddressShown: maskEmail(next.email) } },
    { to: next.email, template: 'bookingEmailChanged', facts: { ...trip, recipient: 'new-address', newAddressShown: next.email } },
  ];
}

/**
 * The operator corrects the traveller's name, e-mail or phone. Refused (409) when the contact is
 * no longer what the admin read (`expected`), or changes between this read and the write. A new
 * e-mail moves the booking's byEmail key, so My booking finds it under that address, and both
 * addresses are told. The trip's audit entry lists each field's old and new value. Sending what
 * the booking already says changes nothing.
 */
export async function editBookingContact(bookingId: string, request: EditContactRequest, by: string, now: Date): Promise<BookingRecord> {
  logger.appendKeys({ bookingId });
  const booking = await findBooking(bookingId);
  if (!booking) throw notFound('Booking not found');
  const current = contactOf(booking);
  if (request.expected && contactFields.some((field) => request.expected?.[field] !== current[field])) throw conflict(CONTACT_CHANGED_MESSAGE);

  const next: ContactFields = {
    firstName: request.firstName ?? current.firstName,
    lastName: request.lastName ?? current.lastName,
    email: request.email ?? current.email,
    phone: request.phone ?? current.phone,
  };
  const changes = auditChanges(current, next);
  if (changes.length === 0) return booking;
  const reference = bookingReference(booking);
  const audit = auditEntryPut(booking.packageId, {
    id: randomUUID(),
    at: now.toISOString(),
    by,
    action: 'contact-changed',
    departureId: booking.departureId ?? null,
    changes: [{ field: 'booking', from: reference, to: reference }, ...changes],
  });
  const mails = next.email === current.email ? [] : emailChangeMails(booking, next);
  if (!(await writeContactChange(booking, next, audit, mails, now))) throw conflict(CONTACT_CHANGED_MESSAGE);
  logger.info('booking contact changed', { fields: changes.map((change) => change.field) });
  return { ...booking, ...next };
}
