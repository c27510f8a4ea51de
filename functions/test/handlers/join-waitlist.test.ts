import { routes } from '@sunward/shared/routes';
import { WaitlistEntryView } from '@sunward/shared/schemas/waitlist';
import { describe, expect, it } from 'vitest';
import { handler as confirm } from '../../src/handlers/confirm-waitlist-entry';
import { handler as join } from '../../src/handlers/join-waitlist';
import { handler as leave } from '../../src/handlers/leave-waitlist';
import { handler as open } from '../../src/handlers/open-waitlist-entry';
import { DEPARTURE_NOT_ON_SALE_MESSAGE, HAS_SEATS_MESSAGE, LINK_NOT_VALID_MESSAGE } from '../../src/services/waitlist-entries';
import { listAuditEntries } from '../../src/store/audit-repository';
import { listWaitlist } from '../../src/store/waitlist-repository';
import { invoke } from '../support/invoke';
import { mailsTo } from '../support/mailbox';
import { givenBookablePackage, givenDeparture, seatsLeftOn, testDeparture } from '../support/test-data';
import { entryState, givenFullDeparture, joinRequest, mailedEntryToken, mailedOffer, waitlistMailsTo } from '../support/waitlist';

const joinCall = (body: unknown) => invoke(join, routes.joinWaitlist, { body });
const openCall = (token: string) => invoke(open, routes.openWaitlistEntry, { body: { token } });
const confirmCall = (token: string) => invoke(confirm, routes.confirmWaitlistEntry, { body: { token } });
const leaveCall = (token: string) => invoke(leave, routes.leaveWaitlist, { body: { token } });

describe('POST /api/waitlist', () => {
  it('puts the address on a full departure unconfirmed, mails it a link, and lists it nowhere in line until it confirms', async () => {
    const { trip } = await givenFullDeparture(4);
    const request = joinRequest(trip.id, { travelers: 2 });

    const joined = await joinCall(request);

    expect(joined.status).toBe(202);
    expect(joined.json).toEqual({ accepted: true });
    const [mail] = await waitlistMailsTo(request.email, 'Confirm your place on the waitlist');
    expect(mail?.text).toContain(trip.title);
    const token = await mailedEntryToken(request.email);
    const entry = WaitlistEntryView.parse((await openCall(token)).json);
    expect(entry).toMatchObject({ packageId: trip.id, departureId: testDeparture.id, state: 'unconfirmed', placeInLine: null, travelers: 2, name: request.name });
  });

  it('keeps one entry per address: a second join (same address, any case) writes and mails nothing, and answers the same', async () => {
    const { trip } = await givenFullDeparture(4);
    const request = joinRequest(trip.id);
    expect((await joinCall(request)).status).toBe(202);

    const again = await joinCall({ ...request, email: request.email.toUpperCase(), travelers: 3 });

    expect(again.status).toBe(202);
    expect(again.json).toEqual({ accepted: true });
    expect(await listWaitlist(trip.id, testDeparture.id)).toEqual([expect.objectContaining({ email: request.email, travelers: 2 })]);
    expect(await mailsTo(request.email)).toHaveLength(1);
  });

  it('lets two joins of one address at once write one entry', async () => {
    const { trip } = await givenFullDeparture(4);
    const request = joinRequest(trip.id);

    const answers = await Promise.all([joinCall(request), joinCall(request), joinCall(request)]);

    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    expect(await listWaitlist(trip.id, testDeparture.id)).toHaveLength(1);
    expect(await mailsTo(request.email)).toHaveLength(1);
  });

  it('refuses a departure with seats for the group (409), and one not on sale (404), writing nothing', async () => {
    const trip = await givenBookablePackage({ capacity: 6 });
    const roomy = await joinCall(joinRequest(trip.id, { travelers: 6 }));
    expect(roomy.status).toBe(409);
    expect(roomy.json).toEqual({ message: HAS_SEATS_MESSAGE });

    await givenDeparture(trip.id, { state: 'closed' });
    const closed = await joinCall(joinRequest(trip.id));
    expect(closed.status).toBe(404);
    expect(closed.json).toEqual({ message: DEPARTURE_NOT_ON_SALE_MESSAGE });
    const unknown = await joinCall(joinRequest(trip.id, { departureId: '2099-01-01' }));
    expect(unknown.status).toBe(404);

    expect(await listWaitlist(trip.id, testDeparture.id)).toEqual([]);
  });

  it('takes a group bigger than the seats left', async () => {
    const trip = await givenBookablePackage({ capacity: 6 });
    await givenDeparture(trip.id, { seatsLeft: 1 });

    expect((await joinCall(joinRequest(trip.id, { travelers: 2 }))).status).toBe(202);
  });

  it('answers bad fields with 400 and the field, and stores nothing for a filled honeypot', async () => {
    const { trip } = await givenFullDeparture(2);
    const bad = await joinCall({ ...joinRequest(trip.id), email: 'not-an-address', travelers: 11 });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      message: 'email: Enter a valid email address; travelers: At most 10 travelers',
      issues: [
        { path: ['email'], message: 'Enter a valid email address' },
        { path: ['travelers'], message: 'At most 10 travelers' },
      ],
    });

    const bot = joinRequest(trip.id, { website: 'https://spam.example' });
    expect((await joinCall(bot)).status).toBe(202);
    expect(await listWaitlist(trip.id, testDeparture.id)).toEqual([]);
    expect(await mailsTo(bot.email)).toEqual([]);
  });
});

describe('the links of the waitlist mails', () => {
  it('confirms the entry into line, gives its place, and mails the place with a link to leave', async () => {
    const { trip } = await givenFullDeparture(3);
    const first = joinRequest(trip.id, { travelers: 1 });
    const second = joinRequest(trip.id, { travelers: 3 });
    await joinCall(first);
    await joinCall(second);

    const firstIn = WaitlistEntryView.parse((await confirmCall(await mailedEntryToken(first.email))).json);
    const secondIn = WaitlistEntryView.parse((await confirmCall(await mailedEntryToken(second.email))).json);

    expect(firstIn).toMatchObject({ state: 'waiting', placeInLine: 1, offerExpiresAt: null });
    expect(secondIn).toMatchObject({ state: 'waiting', placeInLine: 2 });
    const [inLine] = await waitlistMailsTo(second.email, 'You are on the waitlist');
    expect(inLine?.text).toContain('number 2');
    expect(await listAuditEntries(trip.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'waitlist-joined', by: 'traveller', departureId: testDeparture.id })]),
    );

    // Confirming again changes nothing.
    expect(WaitlistEntryView.parse((await confirmCall(await mailedEntryToken(first.email))).json)).toMatchObject({ state: 'waiting', placeInLine: 1 });
  });

  it('offers the seats on sale at once to an entry confirming when they fit it', async () => {
    const trip = await givenBookablePackage({ capacity: 4 });
    await givenDeparture(trip.id, { seatsLeft: 1 });
    const request = joinRequest(trip.id, { travelers: 1 });
    // Joined while the departure was full for its group, say: one seat came free since.
    await givenDeparture(trip.id, { seatsLeft: 0 });
    await joinCall(request);
    await givenDeparture(trip.id, { seatsLeft: 1 });

    const confirmed = WaitlistEntryView.parse((await confirmCall(await mailedEntryToken(request.email))).json);

    expect(confirmed).toMatchObject({ state: 'offered', placeInLine: 1, offerExpiresAt: expect.any(String) });
    expect(await seatsLeftOn(trip.id)).toBe(0);
    expect(await mailedOffer(request.email)).toMatchObject({ packageId: trip.id, departureId: testDeparture.id });
  });

  it('leaves the line from the link; the entries behind move up', async () => {
    const { trip } = await givenFullDeparture(3);
    const first = joinRequest(trip.id);
    const second = joinRequest(trip.id);
    for (const request of [first, second]) {
      await joinCall(request);
      await confirmCall(await mailedEntryToken(request.email));
    }

    const left = await leaveCall(await mailedEntryToken(first.email));

    expect(left.status).toBe(200);
    expect(WaitlistEntryView.parse(left.json)).toMatchObject({ state: 'left', placeInLine: null });
    expect(WaitlistEntryView.parse((await openCall(await mailedEntryToken(second.email))).json)).toMatchObject({ placeInLine: 1 });
    expect((await leaveCall(await mailedEntryToken(first.email))).status).toBe(200);
    expect(await entryState(trip.id, first.email)).toBe('left');
  });

  it('answers an unknown or malformed token with 404 or 400', async () => {
    const unknown = await openCall('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: LINK_NOT_VALID_MESSAGE });
    expect((await confirmCall('A'.repeat(43))).status).toBe(404);
    expect((await leaveCall('A'.repeat(43))).status).toBe(404);
    expect((await openCall('short')).status).toBe(400);
  });
});
