import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { getServiceName } from '@aws-lambda-powertools/commons/utils/env';
import { type MetricName, metricNames, metricsNamespace, serviceDimension } from './metric-names';

export type { AttentionReason, BookingRefusal, MetricName, SignInLockScope, VerificationFailure } from './metric-names';
export { metricNames } from './metric-names';

/** The units our metrics use: counts, and dollars as a plain number (CloudWatch has no currency). */
export type MetricUnitName = 'Count' | 'None' | 'Milliseconds';

const units: Record<MetricUnitName, (typeof MetricUnit)[keyof typeof MetricUnit]> = {
  Count: MetricUnit.Count,
  None: MetricUnit.NoUnit,
  Milliseconds: MetricUnit.Milliseconds,
};

/**
 * One Powertools Metrics per process, writing CloudWatch embedded metric format (EMF) lines to
 * stdout, which CloudWatch Logs turns into metrics in the `SunwardTravel` namespace. Its default
 * `service` dimension is replaced by explicit dimension sets (`countMetric`), so that every metric
 * exists both per service and as one total across services, which is what alarms and the
 * dashboard read.
 */
const metrics = new Metrics({ namespace: metricsNamespace });
metrics.clearDefaultDimensions();
const service = getServiceName() || 'unknown';

/**
 * Writes one EMF line for one event, at once (no flush needed, so jobs and stream handlers emit
 * like routes). Call it from the service layer, after the write that makes the event true
 * (a recorded payment after its conditional write succeeded), so a replay emits nothing.
 *
 * The metric gets the dimension sets `[]` (the total over every function), `[service]` and, with
 * `dimensions`, those extra dimensions: `countMetric(metricNames.bookingsRefused, 1, 'Count',
 * { reason: 'sold-out' })` gives `[]`, `[service]` and `[reason]`. Keep dimension values to a
 * small fixed set (a reason, never an id): each combination is a billed custom metric.
 */
export function countMetric(
  name: MetricName,
  value = 1,
  unit: MetricUnitName = 'Count',
  dimensions: Readonly<Record<string, string>> = {},
): void {
  metrics.addDimensions({});
  metrics.addDimensions({ [serviceDimension]: service });
  if (Object.keys(dimensions).length > 0) metrics.addDimensions(dimensions);
  metrics.addMetric(name, units[unit], value);
  metrics.publishStoredMetrics();
}

let coldStart = true;

/** Counts `ColdStarts` once per execution environment: call it at the start of every invocation. */
export function countColdStart(): void {
  if (!coldStart) return;
  coldStart = false;
  countMetric(metricNames.coldStarts);
}
