import { getBooleanFromEnv, getServiceName } from '@aws-lambda-powertools/commons/utils/env';
import { type MetricName, metricNames, metricsNamespace, serviceDimension } from './metric-names';

export type { AttentionReason, BookingRefusal, MetricName, SignInLockScope, VerificationFailure } from './metric-names';
export { metricNames } from './metric-names';

/** The units our metrics use: counts, dollars as a plain number (CloudWatch has no currency), shares in percent. */
export type MetricUnitName = 'Count' | 'None' | 'Milliseconds' | 'Percent';

/** CloudWatch takes at most 30 dimensions per metric. */
const MAX_DIMENSIONS = 30;

// Powertools' own switch, so the local stack can keep its terminal quiet (`POWERTOOLS_METRICS_DISABLED=true`).
const disabled = getBooleanFromEnv({ key: 'POWERTOOLS_METRICS_DISABLED', defaultValue: false, extendedParsing: true });
const service = getServiceName() || 'unknown';

/**
 * Writes one CloudWatch embedded metric format (EMF) line for one event, at once, to stdout,
 * which CloudWatch Logs turns into a metric in the `SunwardTravel` namespace (decision 020: the
 * format Powertools Metrics writes, without its 12 KB in every bundle). No flush is needed, so
 * jobs and stream handlers emit like routes. Call it from the service layer, after the write that
 * makes the event true (a recorded payment after its conditional write succeeded), so a replay
 * or a lost race emits nothing.
 *
 * The metric gets the dimension sets `[]` (the total over every function, which alarms read),
 * `[service]` (the function's Powertools service name) and, with `dimensions`, those extra
 * dimensions: `countMetric(metricNames.bookingsRefused, 1, 'Count', { reason: 'sold-out' })`
 * gives `[]`, `[service]` and `[reason]`. Keep dimension values to a small fixed set (a reason,
 * never an id): each combination is a billed custom metric.
 */
export function countMetric(
  name: MetricName,
  value = 1,
  unit: MetricUnitName = 'Count',
  dimensions: Readonly<Record<string, string>> = {},
): void {
  if (disabled) return;
  if (!Number.isFinite(value)) throw new RangeError(`Metric ${name} needs a finite value, got ${value}`);
  const extra = Object.entries(dimensions);
  if (extra.length + 1 > MAX_DIMENSIONS) throw new RangeError(`Metric ${name} has more than ${MAX_DIMENSIONS} dimensions`);
  for (const [key, dimensionValue] of extra) {
    if (key === serviceDimension || key === name || !key || !dimensionValue) {
      throw new RangeError(`Metric ${name} has an invalid dimension ${key}=${dimensionValue}`);
    }
  }
  const dimensionSets = extra.length > 0 ? [[], [serviceDimension], extra.map(([key]) => key)] : [[], [serviceDimension]];
  const line = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [{ Namespace: metricsNamespace, Dimensions: dimensionSets, Metrics: [{ Name: name, Unit: unit }] }],
    },
    [serviceDimension]: service,
    ...dimensions,
    [name]: value,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

let coldStart = true;

/** Counts `ColdStarts` once per execution environment: call it at the start of every invocation. */
export function countColdStart(): void {
  if (!coldStart) return;
  coldStart = false;
  countMetric(metricNames.coldStarts);
}
