import { routes } from '@sunward/shared/routes';
import { AdminWaitlist, AdminWaitlistEntry } from '@sunward/shared/schemas/waitlist';
import { describe, expect, it } from 'vitest';
import { handler as confirm } from '../../src/handlers/confirm-waitlist-entry';
import { handler as list } from '../../src/handlers/get-departure-waitlist';
import { handler as join } from '../../src/handlers/join-waitlist';
import { handler as offer } from '../../src/handlers/offer-waitlist-seats';
import { handler as remove } from '../../src/handlers/remove-waitlist-entry';
import { ENTRY_ENDED_MESSAGE } from '../../src/services/waitlist-entries';
import { ENTRY_NOT_FOUND, NOT_WAITING_MESSAGE, seatsOnSaleMessage } from '../../src/services/waitlist-admin';
import { listAuditEntries } from '../../src/store/audit-repository';
import { findDeparture } from '../../src/store/departure-repository';
import { invoke } from '../support/invoke';
import { givenSeatsLeft, givenSessionCookie, seatsLeftOn, testDeparture } from '../support/test-data';
import { entryState, givenFullDeparture, joinRequest, mailedEntryToken, mailedOffer } from '../support/waitlist';

async function waitingEntry(packageId: string, travelers: number) {
  const request = joinRequest(packageId, { travelers });
  await invoke(join, routes.joinWaitlist, { body: request });
  await invoke(confirm, routes.confirmWaitlistEntry, { body: { token: await mailedEntryToken(request.email) } });
  return request;
}

const params = (packageId: string, entryId?: string) => ({ id: packageId, departureId: testDeparture.id, ...(entryId ? { entryId } : {}) });

async function waitlistOf(packageId: string, cookie: string) {
  const answer = await invoke(list, routes.getDepartureWaitlist, { params: params(packageId), cookies: [cookie] });
  expect(answer.status).toBe(200);
  return AdminWaitlist.parse(answer.json);
}

describe('the operator’s waitlist of a departure', () => {
  it('lists the line by place, then the others, with counts', async () => {
    const { trip } = await givenFullDeparture(3);
    const first = await waitingEntry(trip.id, 2);
    const second = await waitingEntry(trip.id, 1);
    const unconfirmed = joinRequest(trip.id);
    await invoke(join, routes.joinWaitlist, { body: unconfirmed });
    const admin = await givenSessionCookie('admin');

    const waitlist = await waitlistOf(trip.id, admin.cookie);

    expect(waitlist.entries.map((entry) => [entry.email, entry.state, entry.placeInLine])).toEqual([
      [first.email, 'waiting', 1],
      [second.email, 'waiting', 2],
      [unconfirmed.email, 'unconfirmed', null],
    ]);
    expect(waitlist.counts).toEqual({ waiting: 2, offered: 0, seatsOffered: 0, booked: 0, lapsed: 0, unconfirmed: 1 });
  });

  it('removes an entry, writes who did it in the trip’s history, and refuses to remove it twice', async () => {
    const { trip } = await givenFullDeparture(3);
    const request = await waitingEntry(trip.id, 2);
    const admin = await givenSessionCookie('admin');
    const [entry] = (await waitlistOf(trip.id, admin.cookie)).entries;

    const removed = await invoke(remove, routes.removeWaitlistEntry, { params: params(trip.id, entry?.id), cookies: [admin.cookie] });

    expect(removed.status).toBe(200);
    expect(AdminWaitlistEntry.parse(removed.json)).toMatchObject({ state: 'removed', placeInLine: null });
    expect(await entryState(trip.id, request.email)).toBe('removed');
    expect(await listAuditEntries(trip.id)).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'waitlist-removed', by: admin.subject })]));
    const again = await invoke(remove, routes.removeWaitlistEntry, { params: params(trip.id, entry?.id), cookies: [admin.cookie] });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: ENTRY_ENDED_MESSAGE });
    const unknown = await invoke(remove, routes.removeWaitlistEntry, { params: params(trip.id, 'no-such-entry'), cookies: [admin.cookie] });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: ENTRY_NOT_FOUND });
  });

  it('passes the seats of an offered entry it removes to the next in line', async () => {
    const { trip } = await givenFullDeparture(2);
    const first = await waitingEntry(trip.id, 2);
    const second = await waitingEntry(trip.id, 2);
    const admin = await givenSessionCookie('admin');
    // Two seats come free and go to the first entry.
    await givenSeatsLeft(trip.id, 2);
    const firstEntry = (await waitlistOf(trip.id, admin.cookie)).entries[0];
    expect((await invoke(offer, routes.offerWaitlistSeats, { params: params(trip.id, firstEntry?.id), cookies: [admin.cookie] })).status).toBe(200);

    await invoke(remove, routes.removeWaitlistEntry, { params: params(trip.id, firstEntry?.id), cookies: [admin.cookie] });

    expect(await entryState(trip.id, first.email)).toBe('removed');
    expect(await entryState(trip.id, second.email)).toBe('offered');
    expect(await seatsLeftOn(trip.id)).toBe(0);
  });

  it('offers seats on sale by hand, out of turn, and refuses when too few are on sale or the entry is not waiting', async () => {
    const { trip } = await givenFullDeparture(4);
    await waitingEntry(trip.id, 3);
    const second = await waitingEntry(trip.id, 1);
    const admin = await givenSessionCookie('admin');
    const entries = (await waitlistOf(trip.id, admin.cookie)).entries;
    const [big, small] = entries;

    const tooFew = await invoke(offer, routes.offerWaitlistSeats, { params: params(trip.id, small?.id), cookies: [admin.cookie] });
    expect(tooFew.status).toBe(409);
    expect(tooFew.json).toEqual({ message: seatsOnSaleMessage(0) });

    // One seat on sale that the first entry's group of 3 does not fit: the operator gives it to the second.
    await givenSeatsLeft(trip.id, 1);
    const offered = await invoke(offer, routes.offerWaitlistSeats, { params: params(trip.id, small?.id), cookies: [admin.cookie] });

    expect(offered.status).toBe(200);
    expect(AdminWaitlistEntry.parse(offered.json)).toMatchObject({ state: 'offered', offerExpiresAt: expect.any(String) });
    expect(await seatsLeftOn(trip.id)).toBe(0);
    expect(await mailedOffer(second.email)).toMatchObject({ packageId: trip.id });
    expect(await listAuditEntries(trip.id)).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'waitlist-offered', by: admin.subject })]));
    expect((await waitlistOf(trip.id, admin.cookie)).counts).toMatchObject({ waiting: 1, offered: 1, seatsOffered: 1 });
    expect(await findDeparture(trip.id, testDeparture.id)).toMatchObject({ seatsLeft: 0, seatsOffered: 1 });
    const twice = await invoke(offer, routes.offerWaitlistSeats, { params: params(trip.id, small?.id), cookies: [admin.cookie] });
    expect(twice.status).toBe(409);
    expect(twice.json).toEqual({ message: NOT_WAITING_MESSAGE });
    expect(big?.state).toBe('waiting');
  });

  it('answers 401 without an admin session and changes nothing', async () => {
    const { trip } = await givenFullDeparture(2);
    const request = await waitingEntry(trip.id, 1);
    const traveller = await givenSessionCookie('customer');

    expect((await invoke(list, routes.getDepartureWaitlist, { params: params(trip.id) })).status).toBe(401);
    expect((await invoke(list, routes.getDepartureWaitlist, { params: params(trip.id), cookies: [traveller.cookie] })).status).toBe(401);
    expect((await invoke(remove, routes.removeWaitlistEntry, { params: params(trip.id, 'any'), cookies: [traveller.cookie] })).status).toBe(401);
    expect((await invoke(offer, routes.offerWaitlistSeats, { params: params(trip.id, 'any') })).status).toBe(401);
    expect(await entryState(trip.id, request.email)).toBe('waiting');
  });
});
