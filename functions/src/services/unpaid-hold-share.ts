import { todayOf } from '@sunward/shared/rules/departure';
import { type UnpaidHoldShare, unpaidHoldShare } from '@sunward/shared/rules/unpaid-hold-share';
import { errorSummary } from '../observability/error-summary';
import { logger } from '../observability/logger';
import { countMetric, metricNames } from '../observability/metrics';
import { listDeparturesAfter } from '../store/departure-repository';
import { listHeldSeats } from '../store/held-seats-repository';

/**
 * Measures how much of the catalogue's open seats unpaid holds keep off sale at `now` and writes
 * it as `UnpaidHeldSeatShare` (percent) and `UnpaidHeldSeats`, which the alarm of decision 037
 * watches. Run by the expiry job each minute, after it has given lapsed holds back. A failure is
 * logged and answered as undefined: the seats given back matter more than the measure.
 */
export async function publishUnpaidHoldShare(now: Date): Promise<UnpaidHoldShare | undefined> {
  try {
    const [departures, holds] = await Promise.all([listDeparturesAfter(todayOf(now)), listHeldSeats()]);
    const share = unpaidHoldShare(departures, holds);
    countMetric(metricNames.unpaidHeldSeatShare, share.percent, 'Percent');
    countMetric(metricNames.unpaidHeldSeats, share.heldSeats);
    return share;
  } catch (error) {
    logger.error('The share of seats held unpaid could not be measured', { ...errorSummary(error) });
    return undefined;
  }
}
