import { routes } from '@sunward/shared/routes';
import { Manifest } from '@sunward/shared/schemas/catalogue-admin';
import { describe, expect, it } from 'vitest';
import { handler as getManifest } from '../../src/handlers/get-departure-manifest';
import { addBookingNote } from '../../src/services/booking-notes';
import { invoke } from '../support/invoke';
import { givenDepositPaidBooking } from '../support/paid-booking';
import { givenBooking, givenSessionCookie, testDeparture } from '../support/test-data';

describe("GET /api/trips/{id}/departures/{departureId}/manifest: the desk's notes", () => {
  it("lists each booking's notes, oldest first, with who wrote them, on the travelling party and the unpaid holds", async () => {
    const { trip, booking } = await givenDepositPaidBooking();
    const held = await givenBooking(trip.id);
    const quiet = await givenBooking(trip.id, { status: 'deposit_paid' });
    const admin = await givenSessionCookie('admin');
    const now = new Date();
    await addBookingNote(booking.id, 'Room with her sister', 'marisol', new Date(now.getTime() + 1000));
    await addBookingNote(booking.id, 'Vegetarian', 'desk', now);
    await addBookingNote(held.id, 'Will pay on Friday', 'desk', now);

    const answer = await invoke(getManifest, routes.getDepartureManifest, { params: { id: trip.id, departureId: testDeparture.id }, cookies: [admin.cookie] });

    expect(answer.status).toBe(200);
    const manifest = Manifest.parse(answer.json);
    const notesOf = (entries: typeof manifest.travelling, id: string) => entries.find((entry) => entry.bookingId === id)?.notes?.map((note) => [note.text, note.by]);
    expect(notesOf(manifest.travelling, booking.id)).toEqual([
      ['Vegetarian', 'desk'],
      ['Room with her sister', 'marisol'],
    ]);
    expect(notesOf(manifest.travelling, quiet.id)).toEqual([]);
    expect(notesOf(manifest.unpaidHolds, held.id)).toEqual([['Will pay on Friday', 'desk']]);
  });
});
