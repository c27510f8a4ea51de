import { errorSummary } from '../observability/error-summary';
import { logger } from '../observability/logger';
import { countMetric, metricNames } from '../observability/metrics';
import { startPlanFromWork } from '../services/auto-pay-start';
import { remindOfBalance } from '../services/balance-reminders';
import { chargeInstallment } from '../services/installment-charge';
import { remindOfCardExpiry, sendInstallmentNotice } from '../services/installment-notice';
import { sendOverdueDigest } from '../services/overdue-digest';
import { WAITLIST_OFFER_LAPSE } from '../services/waitlist-offers';
import { lapseWaitlistOffer } from '../services/waitlist-lapse';
import { timeBudget } from '../settings/time-budget';
import { AUTO_PAY_START } from '../store/auto-pay-record';
import { BALANCE_REMINDER, OVERDUE_DIGEST } from '../store/balance-reminder-repository';
import { CARD_EXPIRY_NOTICE, INSTALLMENT_CHARGE, INSTALLMENT_NOTICE } from '../store/installment-charge-repository';
import { type ClaimedWork, claimTimedWork, listDueTimedWork } from '../store/timed-work-repository';

/**
 * What each kind of timed work does with one claimed item (decision 042), by the kind's name in
 * its key. A new kind (an installment to charge, a waitlist offer that lapses) is a service that
 * writes its items with `timedWorkPut` and an entry here; the listing, the claims and the retries
 * stay this one engine's.
 */
const timedWorkKinds: Readonly<Record<string, (claim: ClaimedWork, now: Date) => Promise<string>>> = {
  [BALANCE_REMINDER]: remindOfBalance,
  [OVERDUE_DIGEST]: sendOverdueDigest,
  [INSTALLMENT_NOTICE]: sendInstallmentNotice,
  [INSTALLMENT_CHARGE]: chargeInstallment,
  [CARD_EXPIRY_NOTICE]: remindOfCardExpiry,
  [AUTO_PAY_START]: startPlanFromWork,
  [WAITLIST_OFFER_LAPSE]: lapseWaitlistOffer,
};

/**
 * Items one run takes on, soonest first: each costs a few writes and a KMS call, so a backlog after
 * an outage is worked off over a few minutes rather than running one invocation past its timeout.
 */
export const MAX_ITEMS_PER_RUN = 200;

/**
 * How long after the job started a run stops taking new items: an off-session charge (decision
 * 047) takes a second or two at Stripe, and the job has `functionTimeoutSeconds`; what is left is
 * due still, for the next run a minute later, rather than cut off by Lambda mid-item.
 */
export const TAKE_ITEMS_FOR_MS = timeBudget.functionTimeoutSeconds * 1000 - 4_000;

export interface TimedWorkRun {
  /** Items this run claimed and finished (sent, moved on or ended). */
  done: number;
  /** Items another run claimed first: left to it. */
  skipped: number;
  /** Items that failed or could not be read; each is due again once its claim's lease is over. */
  failed: number;
}

/**
 * Does the timed work due by `now`: lists it through the byType index, claims each item (so a run
 * overlapping this one acts on none of them twice) and hands it to its kind, taking no new item
 * once the clock reads `stopTakingAt` (epoch milliseconds), when given. One item that fails
 * is logged and counted (`TimedWorkFailures`, which the job's alarm watches), and the others are
 * still done; its claim lapses after the lease, so a later run tries it again.
 */
export async function runTimedWork(now: Date, stopTakingAt?: number): Promise<TimedWorkRun> {
  const run: TimedWorkRun = { done: 0, skipped: 0, failed: 0 };
  for (const due of (await listDueTimedWork(now)).slice(0, MAX_ITEMS_PER_RUN)) {
    if (stopTakingAt !== undefined && Date.now() >= stopTakingAt) break;
    if (!('work' in due)) {
      run.failed += 1;
      countMetric(metricNames.timedWorkFailures);
      logger.error('A timed work item could not be read', { timedWorkKey: due.key, errorName: 'MalformedTimedWorkItem' });
      continue;
    }
    const kind = timedWorkKinds[due.work.kind];
    if (!kind) {
      run.failed += 1;
      countMetric(metricNames.timedWorkFailures);
      logger.error('A timed work item is of no known kind', { timedWorkKind: due.work.kind, errorName: 'UnknownTimedWorkKind' });
      continue;
    }
    try {
      const claim = await claimTimedWork(due.work, now);
      if (!claim) {
        run.skipped += 1;
        continue;
      }
      const outcome = await kind(claim, now);
      if (outcome === 'claim-lost' || outcome === 'retry') run.skipped += 1;
      else run.done += 1;
      if (outcome === 'sent' && claim.kind === BALANCE_REMINDER) countMetric(metricNames.balanceRemindersSent);
    } catch (error) {
      run.failed += 1;
      countMetric(metricNames.timedWorkFailures);
      logger.error('A timed work item failed', { timedWorkKind: due.work.kind, subjectId: due.work.subjectId, ...errorSummary(error) });
    } finally {
      // A charge's recording names its PaymentIntent: the next item's lines must not carry it.
      logger.removeKeys(['bookingId', 'paymentIntentId', 'paymentPurpose']);
    }
  }
  return run;
}
