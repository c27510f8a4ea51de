import { Duration, Stack } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { metricNames, metricsNamespace, serviceDimension } from '@sunward/functions/observability/metric-names';
import { DEFAULT_UNPAID_HOLD_ALARM_PERCENT } from '@sunward/shared/rules/unpaid-hold-share';

/** Where each alarm's description sends the reader: a section of `docs/RUNBOOK.md`. */
export const runbookPath = 'docs/RUNBOOK.md';

const fiveMinutes = Duration.minutes(5);

/** One of our own metrics (`functions/src/observability/metrics.ts`): the total, or one function's. */
export function ourMetric(name: string, options: { service?: string; statistic?: string; period?: Duration; label?: string } = {}): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: metricsNamespace,
    metricName: name,
    statistic: options.statistic ?? cloudwatch.Stats.SUM,
    period: options.period ?? fiveMinutes,
    ...(options.service ? { dimensionsMap: { [serviceDimension]: options.service } } : {}),
    ...(options.label ? { label: options.label } : {}),
  });
}

/** A function's crashes and time-outs (Lambda `Errors`) plus the 5xx answers its middleware gave (`ServerErrors`). */
function faultsOf(fn: lambda.IFunction, service: string, extra: Record<string, cloudwatch.IMetric> = {}): cloudwatch.MathExpression {
  const usingMetrics: Record<string, cloudwatch.IMetric> = {
    crashes: fn.metricErrors({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM }),
    answered: ourMetric(metricNames.serverErrors, { service }),
    ...extra,
  };
  return new cloudwatch.MathExpression({
    expression: Object.keys(usingMetrics).map((id) => `FILL(${id}, 0)`).join(' + '),
    usingMetrics,
    period: fiveMinutes,
    label: `${service} faults`,
  });
}

export interface AlarmsProps {
  /** Every alarm notifies this topic, when it fires and when it recovers. */
  readonly topic: sns.ITopic;
  readonly httpApi: apigwv2.IHttpApi;
  /** The API's access log group: API Gateway's own 429s are counted from it. */
  readonly accessLogs: logs.ILogGroup;
  readonly stripeWebhook: lambda.IFunction;
  readonly createBooking: lambda.IFunction;
  readonly holdExpiryJob: lambda.IFunction;
  /** The mail outbox's worker and dead-letter queue (issue 14). */
  readonly mailWorker?: lambda.IFunction;
  readonly mailDeadLetterQueue?: sqs.IQueue;
  /**
   * The percent of the open seats held unpaid above which `unpaid-holds` fires (decision 037);
   * 40 by default, context `unpaidHoldAlarmPercent`.
   */
  readonly unpaidHoldAlarmPercent?: number;
}

/**
 * The alarms of issue 17, each to one SNS topic: what it watches, its threshold and period, how
 * it treats missing data, and a one-line description that links its runbook section.
 */
export class Alarms extends Construct {
  readonly alarms: cloudwatch.Alarm[] = [];
  private readonly topic: sns.ITopic;
  private readonly prefix: string;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = props.topic;
    this.prefix = Stack.of(this).stackName;

    const requests = props.httpApi.metricCount({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM });
    const serverErrors = props.httpApi.metricServerError({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM });

    this.add('api-5xx-count', {
      description: 'The API answered 5 or more 5xx in 5 minutes: travellers see errors.',
      metric: serverErrors,
      threshold: 5,
      missing: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.add('api-5xx-rate', {
      description: 'More than 5 % of API requests answered 5xx over 5 minutes (with at least 20 requests).',
      metric: new cloudwatch.MathExpression({
        expression: 'IF(requests >= 20, 100 * FILL(errors, 0) / requests, 0)',
        usingMetrics: { requests, errors: serverErrors },
        period: fiveMinutes,
        label: '5xx % of requests',
      }),
      threshold: 5,
      comparison: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      missing: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.add('stripe-webhook-errors', {
      description: "Stripe's webhook failed (crash, time-out or 5xx): Stripe retries, but payments, refunds and disputes wait.",
      metric: faultsOf(props.stripeWebhook, 'stripe-webhook'),
      threshold: 1,
      missing: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.add('hold-expiry-errors', {
      description:
        'The minute job that frees lapsed seat holds and sends balance reminders failed 3 times in 5 minutes, or did not run: seats stay off sale, reminders wait.',
      metric: faultsOf(props.holdExpiryJob, 'expire-holds', {
        holds: ourMetric(metricNames.holdExpiryFailures, { service: 'expire-holds' }),
        timedWork: ourMetric(metricNames.timedWorkFailures, { service: 'expire-holds' }),
        // Lambda reports Errors (0 or more) for every minute the job ran; none at all means it did not run.
      }),
      threshold: 3,
      missing: cloudwatch.TreatMissingData.BREACHING,
    });
    if (props.mailWorker) {
      this.add('mail-worker-errors', {
        description: 'The mail worker failed (crash or time-out): receipts, codes and notices are delayed until its retries succeed.',
        metric: props.mailWorker.metricErrors({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM }),
        threshold: 1,
        missing: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
    }
    this.add('lambda-throttles', {
      description: "Lambda throttled invocations: the account's concurrency quota is reached, requests fail.",
      metric: new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: cloudwatch.Stats.SUM, period: fiveMinutes }),
      threshold: 1,
      missing: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.add('api-throttles', {
      description: 'API Gateway answered 429 to 5 or more requests in 5 minutes: a route limit (infra/lib/api-limits.ts) is reached.',
      metric: this.apiThrottles(props.accessLogs),
      threshold: 5,
      missing: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    if (props.mailDeadLetterQueue) {
      this.add('mail-dead-letters', {
        description: 'A mail was given up on (the dead-letter queue is not empty, or a mail became a dead letter): someone did not get a receipt, code or notice.',
        metric: new cloudwatch.MathExpression({
          expression: 'FILL(queued, 0) + FILL(given_up, 0)',
          usingMetrics: {
            queued: props.mailDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: cloudwatch.Stats.MAXIMUM }),
            given_up: ourMetric(metricNames.emailsDeadLettered),
          },
          period: fiveMinutes,
          label: 'dead letters',
        }),
        threshold: 1,
        missing: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
    }
    this.add('slow-bookings', {
      description: 'POST /api/bookings took over 1 s at p95 for 15 minutes: booking is slow for travellers.',
      metric: props.createBooking.metricDuration({ period: fiveMinutes, statistic: cloudwatch.Stats.p(95) }),
      threshold: 1000,
      comparison: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      missing: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.add('payments-needing-attention', {
      description: 'A payment needs a person: a deposit to refund, an overpaid balance or a dispute.',
      metric: ourMetric(metricNames.paymentsNeedingAttention),
      threshold: 1,
      missing: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    const unpaidHoldPercent = props.unpaidHoldAlarmPercent ?? DEFAULT_UNPAID_HOLD_ALARM_PERCENT;
    this.add('unpaid-holds', {
      description: `Over ${unpaidHoldPercent} % of the open seats were held unpaid for 10 minutes: someone may be holding seats they will not pay for (denial of inventory).`,
      // The expiry job measures it every minute; the highest of each 5 minutes.
      metric: ourMetric(metricNames.unpaidHeldSeatShare, { statistic: cloudwatch.Stats.MAXIMUM }),
      threshold: unpaidHoldPercent,
      comparison: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 2,
      // No measure means the job did not run, which hold-expiry-errors reports.
      missing: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.add('admin-sign-in-locks', {
      description: 'Admin sign-in locked a username or an address after 10 failures: someone is guessing, or an admin is locked out.',
      metric: ourMetric(metricNames.adminSignInLocks),
      threshold: 1,
      missing: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
  }

  /**
   * API Gateway's own 429s (a route's throttle), from the access log: they never reach a function,
   * so no function counts them. A 429 a function answered (its own limits) has an integration
   * status and is not counted here.
   */
  private apiThrottles(accessLogs: logs.ILogGroup): cloudwatch.Metric {
    const filter = new logs.MetricFilter(this, 'ApiThrottlesFilter', {
      logGroup: accessLogs,
      filterPattern: logs.FilterPattern.all(
        logs.FilterPattern.stringValue('$.status', '=', '429'),
        logs.FilterPattern.stringValue('$.integrationStatus', '=', '-'),
      ),
      metricNamespace: metricsNamespace,
      metricName: metricNames.apiThrottles,
      metricValue: '1',
      defaultValue: 0,
    });
    return filter.metric({ period: fiveMinutes, statistic: cloudwatch.Stats.SUM });
  }

  /** One alarm, wired to the topic, described in one line with its runbook section. */
  add(
    name: string,
    spec: {
      description: string;
      metric: cloudwatch.IMetric;
      threshold: number;
      missing: cloudwatch.TreatMissingData;
      comparison?: cloudwatch.ComparisonOperator;
      evaluationPeriods?: number;
    },
  ): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(this, name, {
      alarmName: `${this.prefix}-${name}`,
      alarmDescription: `${spec.description} Runbook: ${runbookPath}#${name}`,
      metric: spec.metric,
      threshold: spec.threshold,
      comparisonOperator: spec.comparison ?? cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: spec.evaluationPeriods ?? 1,
      treatMissingData: spec.missing,
    });
    alarm.addAlarmAction(new actions.SnsAction(this.topic));
    alarm.addOkAction(new actions.SnsAction(this.topic));
    this.alarms.push(alarm);
    return alarm;
  }
}
