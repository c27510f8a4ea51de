import { Duration, Stack } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { metricNames, metricsNamespace, serviceDimension } from '@sunward/functions/observability/metric-names';
import { DEFAULT_UNPAID_HOLD_ALARM_PERCENT } from '@sunward/shared/rules/unpaid-hold-share';
import { ourMetric } from './alarms';

export interface OperationsDashboardProps {
  readonly httpApi: apigwv2.IHttpApi;
  readonly distribution: cloudfront.IDistribution;
  /** Every function of ours, by its Powertools service name. */
  readonly functions: ReadonlyMap<string, lambda.IFunction>;
  readonly alarms: readonly cloudwatch.IAlarm[];
  /** Where the `unpaid-holds` alarm fires, drawn on its graph (decision 037). */
  readonly unpaidHoldAlarmPercent?: number;
}

const day = Duration.days(1);
const fiveMinutes = Duration.minutes(5);

/**
 * One CloudWatch dashboard: the business first (bookings and money per day, payments that need a
 * person, seats held unpaid), then health (alarms, errors and throttles per function, API latency and 4xx/5xx,
 * CloudFront's cache hit rate, e-mails).
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const functions = [...props.functions.entries()].sort(([a], [b]) => a.localeCompare(b));
    const perFunction = (metric: (fn: lambda.IFunction) => cloudwatch.Metric) =>
      functions.map(([service, fn]) => metric(fn).with({ label: service }));

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `${Stack.of(this).stackName}-operations`,
      defaultInterval: Duration.days(7),
    });

    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Bookings per day',
        width: 8,
        left: [
          ourMetric(metricNames.bookingsCreated, { period: day, label: 'created' }),
          ourMetric(metricNames.bookingsRefused, { period: day, label: 'refused' }),
          ourMetric(metricNames.holdsExpired, { period: day, label: 'holds expired' }),
        ],
      }),
      new cloudwatch.GraphWidget({
        title: 'Money recorded per day (USD)',
        width: 8,
        left: [
          ourMetric(metricNames.depositDollars, { period: day, label: 'deposits' }),
          ourMetric(metricNames.balancePaymentDollars, { period: day, label: 'balance payments' }),
        ],
        right: [
          ourMetric(metricNames.depositsRecorded, { period: day, label: 'deposits (count)' }),
          ourMetric(metricNames.balancePaymentsRecorded, { period: day, label: 'balance payments (count)' }),
        ],
      }),
      new cloudwatch.GraphWidget({
        title: 'Payments that need a person',
        width: 8,
        left: [ourMetric(metricNames.paymentsNeedingAttention, { period: day, label: 'refund due, overpaid or disputed' })],
      }),
    );

    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Seats held unpaid (denial of inventory)',
        width: 24,
        left: [ourMetric(metricNames.unpaidHeldSeatShare, { statistic: cloudwatch.Stats.MAXIMUM, label: '% of open seats held unpaid' })],
        leftYAxis: { min: 0, max: 100 },
        leftAnnotations: [{ value: props.unpaidHoldAlarmPercent ?? DEFAULT_UNPAID_HOLD_ALARM_PERCENT, label: 'unpaid-holds alarm' }],
        right: [ourMetric(metricNames.unpaidHeldSeats, { statistic: cloudwatch.Stats.MAXIMUM, label: 'seats held unpaid' })],
      }),
    );

    this.dashboard.addWidgets(
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', width: 24, height: 4, alarms: [...props.alarms] }),
    );

    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: '5xx answers per function',
        width: 8,
        stacked: true,
        left: [
          // Every function's ServerErrors (the error middleware's count), one line each.
          new cloudwatch.MathExpression({
            expression: `SEARCH('{${metricsNamespace},${serviceDimension}} MetricName="${metricNames.serverErrors}"', 'Sum', 300)`,
            label: '',
            period: fiveMinutes,
          }),
        ],
      }),
      new cloudwatch.GraphWidget({
        title: 'Errors per function (crashes and time-outs)',
        width: 8,
        stacked: true,
        left: perFunction((fn) => fn.metricErrors({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM })),
      }),
      new cloudwatch.GraphWidget({
        title: 'Throttles per function',
        width: 8,
        stacked: true,
        left: perFunction((fn) => fn.metricThrottles({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM })),
      }),
    );

    const latency = (stat: string) =>
      props.httpApi.metricLatency({ period: fiveMinutes, statistic: stat, label: stat });
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'API latency (ms)',
        width: 8,
        left: [latency('p50'), latency('p95'), latency('p99')],
      }),
      new cloudwatch.GraphWidget({
        title: 'API answers',
        width: 8,
        left: [
          props.httpApi.metricCount({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM, label: 'requests' }),
          props.httpApi.metricClientError({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM, label: '4xx' }),
          props.httpApi.metricServerError({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM, label: '5xx' }),
          ourMetric(metricNames.apiThrottles, { label: '429 by API Gateway' }),
        ],
      }),
      new cloudwatch.GraphWidget({
        title: 'CloudFront cache hit rate (%)',
        width: 8,
        left: [
          // CloudFront's metrics live in us-east-1, whatever the stack's region.
          new cloudwatch.Metric({
            namespace: 'AWS/CloudFront',
            metricName: 'CacheHitRate',
            dimensionsMap: { DistributionId: props.distribution.distributionId, Region: 'Global' },
            region: 'us-east-1',
            statistic: cloudwatch.Stats.AVERAGE,
            period: fiveMinutes,
            label: 'cache hit rate',
          }),
        ],
        leftYAxis: { min: 0, max: 100 },
      }),
    );

    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'E-mails',
        width: 12,
        left: [
          ourMetric(metricNames.emailsSent, { label: 'sent' }),
          ourMetric(metricNames.emailsFailed, { label: 'failed (retried)' }),
          ourMetric(metricNames.emailsDeadLettered, { label: 'dead-lettered' }),
        ],
      }),
      new cloudwatch.GraphWidget({
        title: 'Sign-in and codes',
        width: 12,
        left: [
          ourMetric(metricNames.oneTimeCodesRequested, { label: 'codes requested' }),
          ourMetric(metricNames.verificationFailures, { label: 'codes refused' }),
          ourMetric(metricNames.adminSignInFailures, { label: 'admin sign-in failures' }),
          ourMetric(metricNames.adminSignInLocks, { label: 'admin sign-in locks' }),
          ourMetric(metricNames.inquiriesReceived, { label: 'inquiries' }),
          ourMetric(metricNames.coldStarts, { label: 'cold starts' }),
        ],
      }),
    );
  }
}
