import { afterEach, describe, expect, it, vi } from 'vitest';
import { metricsNamespace } from '../../src/observability/metric-names';
import { countMetric, metricNames } from '../../src/observability/metrics';
import { captureMetrics, type MetricsCapture } from '../support/emf';

let emitted: MetricsCapture | undefined;

afterEach(() => emitted?.stop());

describe('countMetric', () => {
  it('writes one EMF line in our namespace, as a total and per service', () => {
    emitted = captureMetrics();
    countMetric(metricNames.bookingsCreated);

    expect(emitted.all()).toEqual([
      {
        name: 'BookingsCreated',
        value: 1,
        unit: 'Count',
        namespace: metricsNamespace,
        dimensionSets: [[], ['service']],
        dimensions: { service: expect.any(String) as string },
      },
    ]);
  });

  it('adds extra dimensions as their own set, and takes a value and unit', () => {
    emitted = captureMetrics();
    countMetric(metricNames.bookingsRefused, 1, 'Count', { reason: 'sold-out' });
    countMetric(metricNames.depositDollars, 250.5, 'None');

    const [refused, dollars] = emitted.all();
    expect(refused).toMatchObject({
      name: 'BookingsRefused',
      dimensionSets: [[], ['service'], ['reason']],
      dimensions: { reason: 'sold-out' },
    });
    expect(dollars).toMatchObject({ name: 'DepositDollars', value: 250.5, unit: 'None', dimensionSets: [[], ['service']] });
    expect(emitted.total(metricNames.bookingsRefused)).toBe(1);
  });

});

describe('countColdStart', () => {
  it('counts one cold start on the first call of a fresh module, none on later calls', async () => {
    // A fresh copy of the module is a fresh execution environment: no call has been counted yet.
    vi.resetModules();
    const fresh = await import('../../src/observability/metrics');
    emitted = captureMetrics();

    fresh.countColdStart();
    expect(emitted.named(metricNames.coldStarts)).toEqual([
      expect.objectContaining({ name: 'ColdStarts', value: 1, unit: 'Count', dimensionSets: [[], ['service']] }),
    ]);

    emitted.clear();
    fresh.countColdStart();
    fresh.countColdStart();
    expect(emitted.named(metricNames.coldStarts)).toEqual([]);
  });
});
