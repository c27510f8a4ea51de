import { routes } from '@sunward/shared/routes';
import { OFFER_HOLD_HOURS } from '@sunward/shared/rules/waitlist';
import { describe, expect, it } from 'vitest';
import { handler as confirm } from '../../src/handlers/confirm-waitlist-entry';
import { handler as createBookingHandler } from '../../src/handlers/create-booking';
import { handler as join } from '../../src/handlers/join-waitlist';
import { handler as release } from '../../src/handlers/release-hold';
import { changeDeparture } from '../../src/services/edit-catalogue';
import { OFFER_ENDED_MESSAGE } from '../../src/services/waitlist-booking';
import { seatsToWaitlistFirst } from '../../src/services/waitlist-offers';
import { listAuditEntries } from '../../src/store/audit-repository';
import { findDeparture } from '../../src/store/departure-repository';
import { listManifestBookings } from '../../src/store/manifest-repository';
import { expireHold } from '../../src/store/seat-hold-repository';
import { listWaitlist } from '../../src/store/waitlist-repository';
import { currentFunction } from '../support/item-access-recorder';
import { invoke } from '../support/invoke';
import { bookingRequest, givenBookablePackage, givenBooking, givenSessionCookie, seatsLeftOn, testDeparture, uniqueClientAddress } from '../support/test-data';
import { entryState, givenFullDeparture, joinRequest, lapseOfferOf, mailedEntryToken, mailedOffer, waitlistMailsTo } from '../support/waitlist';

const hours = (count: number) => count * 3_600_000;

async function joinedAndConfirmed(packageId: string, travelers: number, confirmed = true) {
  const request = joinRequest(packageId, { travelers });
  expect((await invoke(join, routes.joinWaitlist, { body: request })).status).toBe(202);
  if (confirmed) expect((await invoke(confirm, routes.confirmWaitlistEntry, { body: { token: await mailedEntryToken(request.email) } })).status).toBe(200);
  return request;
}

/** The minute job's expiry of one booking's hold, at `now`. */
const expire = (bookingId: string, now: Date) => currentFunction.run('expire-holds', () => expireHold(bookingId, now, seatsToWaitlistFirst(now)));

function bookFromOffer(offer: { packageId: string; departureId: string; token: string }, travelers: number, email: string) {
  return invoke(createBookingHandler, routes.createBooking, {
    body: bookingRequest(offer.packageId, { departureId: offer.departureId, travelers, email, waitlistToken: offer.token }),
    headers: { 'x-forwarded-for': uniqueClientAddress() },
  });
}

/** Seats on sale, held by bookings and held by offers add up to the departure's capacity, whatever happened. */
async function seatsAccountedFor(packageId: string) {
  const departure = await findDeparture(packageId, testDeparture.id);
  const bookings = await listManifestBookings(packageId, testDeparture.id);
  const booked = bookings.filter((booking) => ['pending', 'deposit_paid', 'confirmed'].includes(booking.status)).reduce((sum, booking) => sum + booking.travelers, 0);
  const offered = (await listWaitlist(packageId, testDeparture.id)).filter((entry) => entry.state === 'offered').reduce((sum, entry) => sum + entry.travelers, 0);
  // The departure's own count of seats held for offers, which the operator reads, agrees with the line.
  expect(departure?.seatsOffered ?? 0).toBe(offered);
  return { capacity: departure?.capacity, total: (departure?.seatsLeft ?? 0) + booked + offered, seatsLeft: departure?.seatsLeft, offered };
}

describe('offers when seats free up', () => {
  it('holds a lapsed hold’s seats for the first entries that fit, skips a bigger group silently, and puts the rest on sale', async () => {
    const trip = await givenBookablePackage({ capacity: 4 });
    const lapsing = await givenBooking(trip.id, { travelers: 3 });
    await givenBooking(trip.id, { travelers: 1 });
    const big = await joinedAndConfirmed(trip.id, 4);
    const fits = await joinedAndConfirmed(trip.id, 1);
    const unconfirmed = await joinedAndConfirmed(trip.id, 1, false);
    const mailsBefore = (await waitlistMailsTo(big.email, '')).length;

    // 3 seats come free: not enough for the first entry's 4.
    expect(await expire(lapsing.id, new Date(Date.now() + hours(1)))).toBe(true);

    expect(await entryState(trip.id, big.email)).toBe('waiting');
    expect(await entryState(trip.id, fits.email)).toBe('offered');
    expect(await entryState(trip.id, unconfirmed.email)).toBe('unconfirmed');
    expect(await seatsLeftOn(trip.id)).toBe(2);
    expect(await waitlistMailsTo(big.email, '')).toHaveLength(mailsBefore);
    expect(await mailedOffer(fits.email)).toMatchObject({ packageId: trip.id, departureId: testDeparture.id });
    expect(await waitlistMailsTo(unconfirmed.email, 'Seats are held')).toEqual([]);
    expect(await seatsAccountedFor(trip.id)).toMatchObject({ capacity: 4, total: 4, offered: 1 });
  });

  it('never puts freed seats on sale while an entry fits them: a public booking finds the departure full', async () => {
    const { trip, booking } = await givenFullDeparture(2);
    const waiting = await joinedAndConfirmed(trip.id, 2);

    await expire(booking.id, new Date(Date.now() + hours(1)));

    expect(await entryState(trip.id, waiting.email)).toBe('offered');
    expect(await seatsLeftOn(trip.id)).toBe(0);
    const publicTry = await invoke(createBookingHandler, routes.createBooking, {
      body: bookingRequest(trip.id, { departureId: testDeparture.id, travelers: 1 }),
      headers: { 'x-forwarded-for': uniqueClientAddress() },
    });
    expect(publicTry.status).toBe(409);
  });

  it('books the held seats from the offer mail, once: the entry is booked, the departure unchanged, the lapse does nothing', async () => {
    const { trip, booking } = await givenFullDeparture(3);
    const waiting = await joinedAndConfirmed(trip.id, 3);
    const expiredAt = new Date(Date.now() + hours(1));
    await expire(booking.id, expiredAt);
    const offer = await mailedOffer(waiting.email);
    if (!offer) throw new Error('No offer was mailed');

    const wrongSize = await bookFromOffer(offer, 2, waiting.email);
    expect(wrongSize.status).toBe(400);
    const booked = await bookFromOffer(offer, 3, waiting.email);

    expect(booked.status).toBe(201);
    expect(await entryState(trip.id, waiting.email)).toBe('booked');
    expect(await seatsLeftOn(trip.id)).toBe(0);
    const again = await bookFromOffer(offer, 3, waiting.email);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: OFFER_ENDED_MESSAGE });
    // The booking ended the offer's lapse with it.
    expect(await lapseOfferOf(trip.id, waiting.email, new Date(Date.now() + hours(OFFER_HOLD_HOURS + 1)))).toBe('not-due');
    expect(await entryState(trip.id, waiting.email)).toBe('booked');
    expect((await listAuditEntries(trip.id)).map((entry) => entry.action)).toEqual(expect.arrayContaining(['waitlist-offered', 'waitlist-booked']));
    expect(await seatsAccountedFor(trip.id)).toMatchObject({ capacity: 3, total: 3, offered: 0 });
  });

  it('passes a lapsed offer to the next entry, then back on sale when the line is empty', async () => {
    const { trip, booking } = await givenFullDeparture(2);
    const first = await joinedAndConfirmed(trip.id, 2);
    const second = await joinedAndConfirmed(trip.id, 2);
    const freedAt = new Date(Date.now() + hours(1));
    await expire(booking.id, freedAt);
    expect(await entryState(trip.id, first.email)).toBe('offered');

    expect(await lapseOfferOf(trip.id, first.email, new Date(freedAt.getTime() + hours(1)))).toBe('not-due');
    const firstLapse = new Date(Date.now() + hours(OFFER_HOLD_HOURS + 2));
    expect(await lapseOfferOf(trip.id, first.email, firstLapse)).toBe('lapsed');

    expect(await entryState(trip.id, first.email)).toBe('lapsed');
    expect(await entryState(trip.id, second.email)).toBe('offered');
    expect(await waitlistMailsTo(first.email, 'Your held seats have been released')).toHaveLength(1);
    expect(await seatsLeftOn(trip.id)).toBe(0);

    expect(await lapseOfferOf(trip.id, second.email, new Date(firstLapse.getTime() + hours(OFFER_HOLD_HOURS + 1)))).toBe('lapsed');
    expect(await entryState(trip.id, second.email)).toBe('lapsed');
    expect(await seatsLeftOn(trip.id)).toBe(2);
  });

  it('lets exactly one of a booking from the offer and its lapse at the same moment have the seats', async () => {
    const { trip, booking } = await givenFullDeparture(2);
    const first = await joinedAndConfirmed(trip.id, 2);
    const second = await joinedAndConfirmed(trip.id, 2);
    await expire(booking.id, new Date(Date.now() + hours(1)));
    const offer = await mailedOffer(first.email);
    if (!offer) throw new Error('No offer was mailed');
    const entry = (await listWaitlist(trip.id, testDeparture.id)).find((one) => one.email === first.email);
    // The lapse runs the moment the offer ends; the traveller clicks then too (the clock of the request decides).
    const lapseAt = new Date(Date.parse(entry?.offerExpiresAt ?? '') + 1);

    const [bookingAnswer, lapse] = await Promise.all([bookFromOffer(offer, 2, first.email), lapseOfferOf(trip.id, first.email, lapseAt)]);

    const bookedIt = bookingAnswer.status === 201;
    expect(lapse === 'lapsed').toBe(!bookedIt);
    expect(await entryState(trip.id, first.email)).toBe(bookedIt ? 'booked' : 'lapsed');
    expect(await entryState(trip.id, second.email)).toBe(bookedIt ? 'waiting' : 'offered');
    expect(await seatsAccountedFor(trip.id)).toMatchObject({ capacity: 2, total: 2 });
  });

  it('never holds more seats than exist when several holds lapse and an operator releases one, all at once', async () => {
    const trip = await givenBookablePackage({ capacity: 6 });
    const bookings = await Promise.all([1, 2, 3].map(() => givenBooking(trip.id, { travelers: 2 })));
    const entries = [];
    for (const travelers of [1, 2, 3, 1, 2]) entries.push(await joinedAndConfirmed(trip.id, travelers));
    const admin = await givenSessionCookie('admin');
    const later = new Date(Date.now() + hours(1));
    const [first, second, third] = bookings;
    if (!first || !second || !third) throw new Error('No bookings');

    await Promise.all([
      expire(first.id, later),
      expire(second.id, later),
      invoke(release, routes.releaseHold, { params: { id: third.id }, cookies: [admin.cookie] }),
      expire(third.id, later),
    ]);

    const accounted = await seatsAccountedFor(trip.id);
    expect(accounted).toMatchObject({ capacity: 6, total: 6 });
    expect(accounted.seatsLeft).toBeGreaterThanOrEqual(0);
    // Every seat freed is held for an entry (the seats came free two at a time, so a group of 3 may be skipped) or on sale.
    const line = await listWaitlist(trip.id, testDeparture.id);
    const offeredSeats = line.filter((entry) => entry.state === 'offered').reduce((sum, entry) => sum + entry.travelers, 0);
    expect(offeredSeats + (accounted.seatsLeft ?? 0)).toBe(6);
    expect(offeredSeats).toBeGreaterThanOrEqual(5);
    const offerMails = await Promise.all(entries.map((entry) => waitlistMailsTo(entry.email, 'Seats are held for you')));
    const states = await Promise.all(entries.map((entry) => entryState(trip.id, entry.email)));
    expect(offerMails.map((mails) => mails.length)).toEqual(states.map((state) => (state === 'offered' ? 1 : 0)));
    expect(states[0]).toBe('offered');
  });

  it('lets exactly one of an entry confirming and a public booking have the last seat', async () => {
    const { trip, booking } = await givenFullDeparture(3);
    const late = await joinedAndConfirmed(trip.id, 1, false);
    // Nobody confirmed in line: the lapsed hold's seats go on sale, and two of them sell.
    await expire(booking.id, new Date(Date.now() + hours(1)));
    await givenBooking(trip.id, { travelers: 2 });
    expect(await seatsLeftOn(trip.id)).toBe(1);

    const [confirmed, booked] = await Promise.all([
      invoke(confirm, routes.confirmWaitlistEntry, { body: { token: await mailedEntryToken(late.email) } }),
      invoke(createBookingHandler, routes.createBooking, {
        body: bookingRequest(trip.id, { departureId: testDeparture.id, travelers: 1 }),
        headers: { 'x-forwarded-for': uniqueClientAddress() },
      }),
    ]);

    expect(confirmed.status).toBe(200);
    const offeredIt = (await entryState(trip.id, late.email)) === 'offered';
    expect(booked.status).toBe(offeredIt ? 409 : 201);
    expect(await seatsAccountedFor(trip.id)).toMatchObject({ capacity: 3, total: 3, seatsLeft: 0 });
  });

  it('offers seats the operator adds to a full departure before they go on sale', async () => {
    const { trip } = await givenFullDeparture(2);
    const waiting = await joinedAndConfirmed(trip.id, 2);
    const admin = await givenSessionCookie('admin');
    const departure = await findDeparture(trip.id, testDeparture.id);

    await currentFunction.run('update-departure', () => changeDeparture(trip.id, testDeparture.id, { version: departure?.version ?? 0, capacity: 5 }, admin.subject, new Date()));

    expect(await entryState(trip.id, waiting.email)).toBe('offered');
    expect(await seatsLeftOn(trip.id)).toBe(1);
  });
});

