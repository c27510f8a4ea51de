import { routes } from '@sunward/shared/routes';
import { BookingNotes, MAX_NOTE_LENGTH } from '@sunward/shared/schemas/booking-records';
import { describe, expect, it } from 'vitest';
import { handler as addNote } from '../../src/handlers/add-booking-note';
import { handler as listNotes } from '../../src/handlers/list-booking-notes';
import { addBookingNote } from '../../src/services/booking-notes';
import { listAuditEntries } from '../../src/store/audit-repository';
import { invoke } from '../support/invoke';
import { customerCookieOf } from '../support/paid-booking';
import { givenBookablePackage, givenBooking, givenSessionCookie, testDeparture } from '../support/test-data';

const add = (bookingId: string, body: unknown, cookies: string[] = []) => invoke(addNote, routes.addBookingNote, { params: { id: bookingId }, body, cookies });
const list = (bookingId: string, cookies: string[] = []) => invoke(listNotes, routes.listBookingNotes, { params: { id: bookingId }, cookies });

describe('POST /api/bookings/{id}/notes and GET /api/bookings/{id}/notes', () => {
  it('keeps each note with when and by whom, in order, with the audit entry', async () => {
    const trip = await givenBookablePackage();
    const booking = await givenBooking(trip.id);
    const admin = await givenSessionCookie('admin');
    const now = new Date();
    await addBookingNote(booking.id, 'Called: will pay the balance by bank transfer', 'desk-earlier', new Date(now.getTime() - 3_600_000));

    const added = await add(booking.id, { text: '  Vegetarian.\nRoom with her sister.  ' }, [admin.cookie]);

    expect(added.status).toBe(200);
    const { notes } = BookingNotes.parse(added.json);
    expect(notes.map((note) => [note.text, note.by])).toEqual([
      ['Called: will pay the balance by bank transfer', 'desk-earlier'],
      ['Vegetarian.\nRoom with her sister.', admin.subject],
    ]);
    expect(Date.parse(notes[1]?.at ?? '')).toBeGreaterThanOrEqual(now.getTime());
    const listed = await list(booking.id, [admin.cookie]);
    expect(listed.status).toBe(200);
    expect(BookingNotes.parse(listed.json).notes).toEqual(notes);
    expect((await listAuditEntries(trip.id)).map((entry) => [entry.action, entry.departureId, entry.changes[1]])).toContainEqual([
      'note-added',
      testDeparture.id,
      { field: 'note', from: null, to: 'Vegetarian.\nRoom with her sister.' },
    ]);
  });

  it('lists no notes for a booking without any', async () => {
    const trip = await givenBookablePackage();
    const booking = await givenBooking(trip.id);
    const admin = await givenSessionCookie('admin');

    expect((await list(booking.id, [admin.cookie])).json).toEqual({ notes: [] });
  });

  it('refuses an empty note, one too long and one with control characters, storing nothing', async () => {
    const trip = await givenBookablePackage();
    const booking = await givenBooking(trip.id);
    const admin = await givenSessionCookie('admin');

    const empty = await add(booking.id, { text: '   ' }, [admin.cookie]);
    const long = await add(booking.id, { text: 'x'.repeat(MAX_NOTE_LENGTH + 1) }, [admin.cookie]);
    const control = await add(booking.id, { text: 'pay\u0007me' }, [admin.cookie]);
    const notText = await add(booking.id, { text: 42 }, [admin.cookie]);

    expect([empty.status, long.status, control.status, notText.status]).toEqual([400, 400, 400, 400]);
    expect(empty.json).toMatchObject({ message: 'text: Note is required' });
    expect(long.json).toMatchObject({ message: 'text: Note is too long' });
    expect(control.json).toMatchObject({ message: 'text: Note contains characters that are not allowed' });
    expect((await list(booking.id, [admin.cookie])).json).toEqual({ notes: [] });
    expect(await listAuditEntries(trip.id)).toEqual([]);
  });

  it('answers 404 for a booking that does not exist, 401 to a visitor and to the traveller', async () => {
    const trip = await givenBookablePackage();
    const booking = await givenBooking(trip.id);
    const admin = await givenSessionCookie('admin');
    const traveller = await customerCookieOf(booking.email);

    expect((await add('no-such-booking', { text: 'Hello' }, [admin.cookie])).status).toBe(404);
    expect((await list('no-such-booking', [admin.cookie])).json).toEqual({ message: 'Booking not found' });
    expect((await add(booking.id, { text: 'Hello' })).status).toBe(401);
    expect((await add(booking.id, { text: 'Hello' }, [traveller])).status).toBe(401);
    expect((await list(booking.id, [traveller])).status).toBe(401);
    expect((await list(booking.id, [admin.cookie])).json).toEqual({ notes: [] });
  });
});
