import { cancelPaymentIntent } from '../adapters/payments';
import { errorSummary } from '../observability/error-summary';
import { logger } from '../observability/logger';
import { countColdStart, countMetric, metricNames } from '../observability/metrics';
import { recordPayment } from '../services/record-payment';
import { publishUnpaidHoldShare } from '../services/unpaid-hold-share';
import { seatsToWaitlistFirst } from '../services/waitlist-offers';
import { expireHold, type HoldRecord, listDueHolds } from '../store/seat-hold-repository';
import { runTimedWork, TAKE_ITEMS_FOR_MS, type TimedWorkRun } from './timed-work';

export interface ExpiryRun {
  expired: number;
  /** Holds whose deposit turned out paid at Stripe: recorded instead of expired, the seats kept. */
  recorded: number;
  failed: number;
}

/**
 * Before a hold with an open deposit PaymentIntent expires, that PaymentIntent is cancelled at
 * Stripe, so no money can arrive for seats given back. Stripe answers it as it is after the cancel:
 * `canceled` (now or by an earlier run) lets the hold expire; `succeeded` means the traveller paid
 * and nobody recorded it yet, so the normal recorder records it and the seats stay theirs. Answers
 * what to do with the hold.
 */
async function settleOpenDeposit(hold: HoldRecord, now: Date): Promise<'expire' | 'recorded' | 'skip'> {
  const paymentIntentId = hold.openDepositPaymentIntentId;
  if (paymentIntentId === undefined) return 'expire';
  const intent = await cancelPaymentIntent(paymentIntentId);
  if (intent === undefined) {
    // Stripe does not know it, so it can take no money.
    logger.warn('The open deposit PaymentIntent of a lapsed hold is unknown to Stripe', { bookingId: hold.bookingId, paymentIntentId });
    return 'expire';
  }
  if (intent.status === 'canceled') return 'expire';
  if (intent.status === 'succeeded') {
    try {
      await recordPayment(hold.bookingId, paymentIntentId, 'deposit', now);
    } finally {
      // The recorder names its booking in every later log line; the next hold is another booking.
      logger.removeKeys(['bookingId', 'paymentIntentId', 'paymentPurpose']);
    }
    return 'recorded';
  }
  logger.error('The open deposit PaymentIntent of a lapsed hold could not be cancelled; the hold is left for the next run', {
    bookingId: hold.bookingId,
    paymentIntentId,
    paymentStatus: intent.status,
  });
  return 'skip';
}

/**
 * Expires every unpaid booking whose hold has lapsed by `now` and gives its seats back. Each one
 * is its own conditional transaction, so a booking paid meanwhile is left alone and a second run
 * gives nothing back twice. A hold whose deposit PaymentIntent exists has it cancelled at Stripe
 * first, or its payment recorded if it succeeded; a PaymentIntent noted after the run read the
 * hold fails the expiry's condition, so the hold waits for the next run to cancel it first. One
 * hold that cannot be expired (a damaged item, a failed write, Stripe failing) is logged and
 * counted as failed, and the others still expire: one bad booking must not keep every later
 * hold's seats off sale. A failed hold stays due, so the next run tries it again. Counts
 * `HoldsExpired` per hold whose seats went back and `HoldExpiryFailures` per hold that could not
 * be expired.
 */
export async function expireHolds(now: Date): Promise<ExpiryRun> {
  const due = await listDueHolds(now);
  const run: ExpiryRun = { expired: 0, recorded: 0, failed: 0 };
  for (const item of due) {
    if (!('hold' in item)) {
      run.failed += 1;
      countMetric(metricNames.holdExpiryFailures);
      logger.error('A seat hold could not be expired', { bookingId: item.bookingId, errorName: 'MalformedHoldItem' });
      continue;
    }
    try {
      const settled = await settleOpenDeposit(item.hold, now);
      if (settled === 'skip') {
        run.failed += 1;
        countMetric(metricNames.holdExpiryFailures);
        continue;
      }
      if (settled === 'recorded') run.recorded += 1;
      // After a recorded deposit this only drops a hold item the recorder left, if any.
      if (await expireHold(item.hold.bookingId, now, seatsToWaitlistFirst(now), item.hold.openDepositPaymentIntentId)) {
        run.expired += 1;
        // Only the run whose write gave the seats back counts it; a second run finds nothing to expire.
        if (settled === 'expire') countMetric(metricNames.holdsExpired);
      }
    } catch (error) {
      run.failed += 1;
      countMetric(metricNames.holdExpiryFailures);
      logger.error('A seat hold could not be expired', { bookingId: item.hold.bookingId, ...errorSummary(error) });
    }
  }
  return run;
}

/**
 * The scheduled function: runs every minute in AWS (decision 010), then does the timed work due
 * (decision 042: balance reminders, the agency's overdue digest) and measures the share of open
 * seats still held unpaid for its alarm (decision 037). Holds come first: seats on sale matter
 * more than a reminder a minute late.
 */
export async function handler(): Promise<ExpiryRun & { timedWork: TimedWorkRun }> {
  countColdStart();
  const startedAt = Date.now();
  const now = new Date(startedAt);
  const run = await expireHolds(now);
  logger.info('holds expired', { ...run });
  const timedWork = await runTimedWork(now, startedAt + TAKE_ITEMS_FOR_MS);
  logger.info('timed work done', { ...timedWork });
  await publishUnpaidHoldShare(now);
  return { ...run, timedWork };
}
