import { vi } from 'vitest';
import type { MetricName } from '../../src/observability/metric-names';

/** One metric of one embedded-metric-format line, as CloudWatch would extract it. */
export interface EmittedMetric {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly namespace: string;
  /** The dimension sets of the line (`[[], ['service'], …]`). */
  readonly dimensionSets: readonly (readonly string[])[];
  /** The dimension values of the line (`{ service: 'create-booking', reason: 'sold-out' }`). */
  readonly dimensions: Readonly<Record<string, string>>;
}

interface EmfLine {
  _aws: { CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][]; Metrics: Array<{ Name: string; Unit: string }> }> };
  [key: string]: unknown;
}

function parseEmf(text: string): EmfLine[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('{') && line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as EmfLine);
}

function metricsOf(line: EmfLine): EmittedMetric[] {
  return line._aws.CloudWatchMetrics.flatMap((directive) => {
    const keys = new Set(directive.Dimensions.flat());
    const dimensions = Object.fromEntries([...keys].map((key) => [key, String(line[key])]));
    return directive.Metrics.map((metric) => ({
      name: metric.Name,
      value: Number(line[metric.Name]),
      unit: metric.Unit,
      namespace: directive.Namespace,
      dimensionSets: directive.Dimensions,
      dimensions,
    }));
  });
}

function isEmf(chunk: unknown): boolean {
  return typeof chunk === 'string' && chunk.startsWith('{"_aws":');
}

/**
 * Keeps the metric lines every handler call writes out of the test output (the setup file calls
 * it once per worker); `captureMetrics` still sees them, as it wraps this.
 */
export function dropMetricLines(): void {
  const write = process.stdout.write.bind(process.stdout) as (...args: unknown[]) => boolean;
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!isEmf(chunk)) return write(chunk, ...rest);
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as typeof process.stdout.write;
}

/**
 * Captures the EMF lines written to stdout from now on (other output passes through). Use it
 * around a handler call: `const emitted = captureMetrics(); await invoke(…); emitted.named('BookingsCreated')`.
 * Call `stop()` (or `vi.restoreAllMocks()`) afterwards.
 */
export function captureMetrics() {
  const lines: EmfLine[] = [];
  const write = process.stdout.write.bind(process.stdout);
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
    const found = parseEmf(text);
    if (found.length > 0) {
      lines.push(...found);
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    }
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write);

  const all = () => lines.flatMap(metricsOf);
  return {
    /** Every metric emitted since capture began. */
    all,
    /** The emissions of one metric, in order. */
    named: (name: MetricName | string) => all().filter((metric) => metric.name === name),
    /** The sum of one metric's values (the count of a Count metric emitted once per event). */
    total: (name: MetricName | string) => all().filter((metric) => metric.name === name).reduce((sum, metric) => sum + metric.value, 0),
    /** Forget what was captured so far (e.g. after arranging), keep capturing. */
    clear: () => void lines.splice(0),
    stop: () => spy.mockRestore(),
  };
}

export type MetricsCapture = ReturnType<typeof captureMetrics>;
