import type { JoinWaitlistRequest } from '@sunward/shared/schemas/waitlist';
import { WAITLIST_OFFER_LAPSE } from '../../src/services/waitlist-offers';
import { lapseWaitlistOffer } from '../../src/services/waitlist-lapse';
import { claimTimedWork, listDueTimedWork } from '../../src/store/timed-work-repository';
import { findWaitlistEntry } from '../../src/store/waitlist-repository';
import { currentFunction } from './item-access-recorder';
import { mailsTo } from './mailbox';
import { givenBookablePackage, givenBooking, testDeparture, uniqueId } from './test-data';

/** The join form as a traveller fills it in, with an e-mail of this test's own. */
export function joinRequest(packageId: string, change: Partial<JoinWaitlistRequest> = {}): JoinWaitlistRequest {
  return {
    packageId,
    departureId: testDeparture.id,
    name: 'Maya Brooks',
    email: `${uniqueId('waiting')}@example.com`,
    phone: '+1 555 010 4477',
    travelers: 2,
    ...change,
  };
}

const entryLink = /\/waitlist#token=([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;
const bookLink = /\/booking\?package=([a-z0-9-]+)&departure=([a-z0-9-]+)#waitlist=([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;

/** The mails the address was sent whose subject has `words`, newest first, as the mail worker rendered them. */
export async function waitlistMailsTo(email: string, words: string) {
  return (await mailsTo(email)).filter((mail) => mail.subject.includes(words));
}

/** The token of the newest mail to the address that links to its entry. */
export async function mailedEntryToken(email: string): Promise<string> {
  for (const mail of await mailsTo(email)) {
    const token = entryLink.exec(mail.text)?.[1];
    if (token) return token;
  }
  throw new Error(`No waitlist link was mailed to ${email}`);
}

/** The 'Book my seats' link of the newest offer mailed to the address. */
export async function mailedOffer(email: string): Promise<{ packageId: string; departureId: string; token: string } | undefined> {
  for (const mail of await waitlistMailsTo(email, 'Seats are held for you')) {
    const match = bookLink.exec(mail.text);
    if (match?.[1] && match[2] && match[3]) return { packageId: match[1], departureId: match[2], token: match[3] };
  }
  return undefined;
}

/** A trip of this test's own whose one departure is full: one unpaid booking holds every seat. */
export async function givenFullDeparture(capacity: number, now?: Date) {
  const trip = await givenBookablePackage({ capacity });
  const booking = await givenBooking(trip.id, { travelers: capacity, ...(now ? { now } : {}) });
  return { trip, booking };
}

/** The state of an address's entry, as stored. */
export async function entryState(packageId: string, email: string) {
  return (await findWaitlistEntry(packageId, testDeparture.id, email))?.state;
}

/** One run of the minute job's timed work, for one entry's offer only: lapses it if its time has come. */
export async function lapseOfferOf(packageId: string, email: string, now: Date) {
  const entry = await findWaitlistEntry(packageId, testDeparture.id, email);
  const due = (await listDueTimedWork(now)).flatMap((item) => ('work' in item ? [item.work] : []));
  const work = due.find((item) => item.kind === WAITLIST_OFFER_LAPSE && item.subjectId === entry?.id);
  if (!work) return 'not-due';
  return currentFunction.run('expire-holds', async () => {
    const claim = await claimTimedWork(work, now);
    return claim ? lapseWaitlistOffer(claim, now) : 'not-claimed';
  });
}
