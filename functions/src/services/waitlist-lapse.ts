import * as z from 'zod/mini';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { logger } from '../observability/logger';
import { auditEntryPut } from '../store/audit-repository';
import { mailPut } from '../store/outbox-repository';
import { type ClaimedWork, claimedWorkDeletion, deleteClaimedWork } from '../store/timed-work-repository';
import { retryTransaction } from '../store/transaction-retry';
import { findWaitlistEntry, waitlistEntryMove } from '../store/waitlist-repository';
import { freeSeatsWrites, IN_TURN, lineRace, readTripFacts, tripMailFacts, waitlistAudit } from './waitlist-offers';

/** What an offer's lapse item keeps: the entry's key. */
const LapseData = z.object({ packageId: z.string(), departureId: z.string(), email: z.string() });

export type LapseOutcome = 'lapsed' | 'ended' | 'claim-lost';

/**
 * An offer whose time is up (decision 053): the entry lapses and its held seats pass to the next
 * entries that fit, as offers, or back on sale, in one transaction with the lapse item's deletion,
 * the traveller's mail and the trip's history. An offer booked, left or removed meanwhile only
 * ends its item; one made again later (a new expiry) is not this item's business either.
 */
export async function lapseWaitlistOffer(claim: ClaimedWork, now: Date): Promise<LapseOutcome> {
  const key = LapseData.parse(claim.data);
  return retryTransaction<LapseOutcome>(lineRace, async () => {
    const entry = await findWaitlistEntry(key.packageId, key.departureId, key.email);
    const nowIso = now.toISOString();
    if (!entry || entry.id !== claim.subjectId || entry.state !== 'offered' || (entry.offerExpiresAt ?? '') > nowIso) {
      return { answer: (await deleteClaimedWork(claim)) ? 'ended' : 'claim-lost' };
    }
    const [trip, round] = await Promise.all([
      readTripFacts(entry.packageId, entry.departureId),
      freeSeatsWrites({ packageId: entry.packageId, departureId: entry.departureId, seats: entry.travelers, offered: true }, now),
    ]);
    const mail: OutgoingMail[] = trip
      ? [
          {
            to: entry.email,
            template: 'waitlistOfferLapsed',
            facts: tripMailFacts(trip),
          },
        ]
      : [];
    return {
      write: [
        waitlistEntryMove(entry, 'offered', 'lapsed', { endedAt: nowIso }),
        claimedWorkDeletion(claim),
        ...round.writes,
        ...mail.map((one) => mailPut(one, now)),
        auditEntryPut(entry.packageId, waitlistAudit(entry, 'waitlist-lapsed', 'offered', 'lapsed', IN_TURN, now)),
      ],
      written: () => {
        logger.info('waitlist offer lapsed', { packageId: entry.packageId, departureId: entry.departureId, offersMade: round.offered.length });
        return 'lapsed';
      },
      // The claim taken over by another run: that run does it.
      cancelled: (reasons) => (reasons[1] === 'ConditionalCheckFailed' ? { answer: 'claim-lost' } : 'retry'),
    };
  });
}
