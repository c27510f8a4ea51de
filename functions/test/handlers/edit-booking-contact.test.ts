import { routes } from '@sunward/shared/routes';
import { BookingList, BookingResponse } from '@sunward/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/edit-booking-contact';
import { handler as listMyBookings } from '../../src/handlers/list-my-bookings';
import { CONTACT_CHANGED_MESSAGE } from '../../src/services/edit-booking-contact';
import { listAuditEntries } from '../../src/store/audit-repository';
import { listBookingsByEmail } from '../../src/store/booking-repository';
import { invoke } from '../support/invoke';
import { mailsTo } from '../support/mailbox';
import { customerCookieOf, storedBooking } from '../support/paid-booking';
import { givenBookablePackage, givenBooking, givenSessionCookie, testDeparture, uniqueId } from '../support/test-data';

const edit = (bookingId: string, body: unknown, cookies: string[] = []) => invoke(handler, routes.editBookingContact, { params: { id: bookingId }, body, cookies });

const contactOf = (booking: { firstName: string; lastName: string; email: string; phone: string }) => ({
  firstName: booking.firstName,
  lastName: booking.lastName,
  email: booking.email,
  phone: booking.phone,
});

const changeMails = async (address: string) => (await mailsTo(address)).filter((mail) => mail.subject.includes('has changed'));

describe('PATCH /api/bookings/{id}/contact', () => {
  it('corrects a phone number with the audit entry, and mails nobody', async () => {
    const trip = await givenBookablePackage();
    const booking = await givenBooking(trip.id);
    const admin = await givenSessionCookie('admin');

    const answer = await edit(booking.id, { phone: ' +44 20 7946 0000 ', expected: contactOf(booking) }, [admin.cookie]);

    expect(answer.status).toBe(200);
    expect(BookingResponse.parse(answer.json).booking).toMatchObject({ id: booking.id, phone: '+44 20 7946 0000', email: booking.email });
    expect(await storedBooking(booking.id)).toMatchObject({ phone: '+44 20 7946 0000', firstName: 'Ana', lastName: 'Lima', email: booking.email });
    expect(await listAuditEntries(trip.id)).toEqual([
      expect.objectContaining({
        action: 'contact-changed',
        by: admin.subject,
        departureId: testDeparture.id,
        changes: [
          { field: 'booking', from: booking.reference, to: booking.reference },
          { field: 'phone', from: '+1 555 010 2030', to: '+44 20 7946 0000' },
        ],
      }),
    ]);
    expect(await changeMails(booking.email)).toEqual([]);
  });

  it('moves the booking to a new e-mail: My booking finds it there, not at the old one, and both addresses are told', async () => {
    const trip = await givenBookablePackage();
    const booking = await givenBooking(trip.id);
    const admin = await givenSessionCookie('admin');
    const newEmail = `${uniqueId('moved')}@example.com`;

    const answer = await edit(booking.id, { email: newEmail.toUpperCase(), firstName: 'Anna', expected: contactOf(booking) }, [admin.cookie]);

    expect(answer.status).toBe(200);
    expect(await storedBooking(booking.id)).toMatchObject({ email: newEmail, firstName: 'Anna' });
    expect((await listBookingsByEmail(newEmail)).map((one) => one.id)).toEqual([booking.id]);
    expect(await listBookingsByEmail(booking.email)).toEqual([]);
    const mine = await invoke(listMyBookings, routes.listMyBookings, { cookies: [await customerCookieOf(newEmail)] });
    expect(BookingList.parse(mine.json).map((one) => one.id)).toEqual([booking.id]);
    const theirs = await invoke(listMyBookings, routes.listMyBookings, { cookies: [await customerCookieOf(booking.email)] });
    expect(BookingList.parse(theirs.json)).toEqual([]);

    const [toOld, ...moreOld] = await changeMails(booking.email);
    const [toNew, ...moreNew] = await changeMails(newEmail);
    expect([moreOld, moreNew]).toEqual([[], []]);
    expect(toOld?.subject).toBe(`The e-mail address on your booking ${booking.reference} has changed`);
    expect(toOld?.text).toContain(`to ${newEmail[0]}•••@example.com`);
    expect(toOld?.text).not.toContain(newEmail);
    expect(toNew?.text).toContain('to this one');
    expect(toNew?.text).toContain('Hi Anna,');
    const [entry] = await listAuditEntries(trip.id);
    expect(entry?.changes).toEqual([
      { field: 'booking', from: booking.reference, to: booking.reference },
      { field: 'firstName', from: 'Ana', to: 'Anna' },
      { field: 'email', from: booking.email, to: newEmail },
    ]);
  });

  it('refuses with 409 when the contact changed since the admin read it, writing nothing', async () => {
    const trip = await givenBookablePackage();
    const booking = await givenBooking(trip.id);
    const admin = await givenSessionCookie('admin');
    const asRead = contactOf(booking);
    expect((await edit(booking.id, { phone: '+1 555 000 1111', expected: asRead }, [admin.cookie])).status).toBe(200);

    const stale = await edit(booking.id, { lastName: 'Lima-Souza', expected: asRead }, [admin.cookie]);

    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ message: CONTACT_CHANGED_MESSAGE });
    expect(await storedBooking(booking.id)).toMatchObject({ lastName: 'Lima', phone: '+1 555 000 1111' });
    expect(await listAuditEntries(trip.id)).toHaveLength(1);
  });

  it('of two edits at once from the same read, writes one and refuses the other', async () => {
    const trip = await givenBookablePackage();
    const booking = await givenBooking(trip.id);
    const admin = await givenSessionCookie('admin');
    const asRead = contactOf(booking);

    const answers = await Promise.all([
      edit(booking.id, { phone: '+1 555 000 3333', expected: asRead }, [admin.cookie]),
      edit(booking.id, { lastName: 'Other', expected: asRead }, [admin.cookie]),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.json).toEqual({ message: CONTACT_CHANGED_MESSAGE });
    const winner = BookingResponse.parse(answers.find((answer) => answer.status === 200)?.json).booking;
    expect(contactOf(await storedBooking(booking.id))).toEqual(contactOf(winner));
    expect(await listAuditEntries(trip.id)).toHaveLength(1);
  });

  it('answers 400 with the booking form\'s rules, and for an empty change', async () => {
    const trip = await givenBookablePackage();
    const booking = await givenBooking(trip.id);
    const admin = await givenSessionCookie('admin');

    const badEmail = await edit(booking.id, { email: 'not-an-address' }, [admin.cookie]);
    const badPhone = await edit(booking.id, { phone: 'call me' }, [admin.cookie]);
    const blankName = await edit(booking.id, { firstName: '   ' }, [admin.cookie]);
    const controlChars = await edit(booking.id, { lastName: 'Lima\u202Eevil' }, [admin.cookie]);
    const nothing = await edit(booking.id, {}, [admin.cookie]);

    expect([badEmail.status, badPhone.status, blankName.status, controlChars.status, nothing.status]).toEqual([400, 400, 400, 400, 400]);
    expect(badEmail.json).toMatchObject({ message: 'email: Enter a valid email address' });
    expect(badPhone.json).toMatchObject({ message: 'phone: Enter a valid phone number' });
    expect(blankName.json).toMatchObject({ message: 'firstName: First name is required' });
    expect(nothing.json).toMatchObject({ message: 'Change at least one of first name, last name, e-mail or phone' });
    expect(await storedBooking(booking.id)).toMatchObject(contactOf(booking));
  });

  it('answers 404 for a booking that does not exist, 401 to a visitor and to the traveller', async () => {
    const trip = await givenBookablePackage();
    const booking = await givenBooking(trip.id);
    const admin = await givenSessionCookie('admin');

    const missing = await edit('no-such-booking', { phone: '+1 555 000 4444' }, [admin.cookie]);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: 'Booking not found' });
    expect((await edit(booking.id, { phone: '+1 555 000 4444' })).status).toBe(401);
    expect((await edit(booking.id, { email: 'thief@example.com' }, [await customerCookieOf(booking.email)])).status).toBe(401);
    expect(await storedBooking(booking.id)).toMatchObject(contactOf(booking));
  });
});
