import { logger } from '../observability/logger';
import { expireHold, listHoldsDueBy } from '../store/booking-repository';

/**
 * Expires every unpaid booking whose hold has lapsed by `now` and gives its seats back. Each one
 * is its own conditional transaction, so a booking paid meanwhile is left alone and a second run
 * gives nothing back twice. Answers how many bookings this run expired.
 */
export async function expireHolds(now: Date): Promise<number> {
  const due = await listHoldsDueBy(now);
  let expired = 0;
  for (const hold of due) {
    if (await expireHold(hold.bookingId, now)) expired += 1;
  }
  return expired;
}

/** The scheduled function: runs every minute in AWS (decision 010). */
export async function handler(): Promise<{ expired: number }> {
  const expired = await expireHolds(new Date());
  logger.info('holds expired', { expired });
  return { expired };
}
