import { errorSummary } from '../observability/error-summary';
import { logger } from '../observability/logger';
import { expireHold, listDueHolds } from '../store/booking-repository';

export interface ExpiryRun {
  expired: number;
  failed: number;
}

/**
 * Expires every unpaid booking whose hold has lapsed by `now` and gives its seats back. Each one
 * is its own conditional transaction, so a booking paid meanwhile is left alone and a second run
 * gives nothing back twice. One hold that cannot be expired (a damaged item, a failed write) is
 * logged and counted as failed, and the others still expire: one bad booking must not keep every
 * later hold's seats off sale. A failed hold stays due, so the next run tries it again.
 */
export async function expireHolds(now: Date): Promise<ExpiryRun> {
  const due = await listDueHolds(now);
  const run: ExpiryRun = { expired: 0, failed: 0 };
  for (const item of due) {
    if (!('hold' in item)) {
      run.failed += 1;
      logger.error('A seat hold could not be expired', { bookingId: item.bookingId, errorName: 'MalformedHoldItem' });
      continue;
    }
    try {
      if (await expireHold(item.hold.bookingId, now)) run.expired += 1;
    } catch (error) {
      run.failed += 1;
      logger.error('A seat hold could not be expired', { bookingId: item.hold.bookingId, ...errorSummary(error) });
    }
  }
  return run;
}

/** The scheduled function: runs every minute in AWS (decision 010). */
export async function handler(): Promise<ExpiryRun> {
  const run = await expireHolds(new Date());
  logger.info('holds expired', { ...run });
  return run;
}
