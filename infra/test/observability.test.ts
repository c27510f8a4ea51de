import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { describe, expect, it } from 'vitest';
import { metricNames, metricsNamespace } from '@sunward/functions/observability/metric-names';
import { Alarms } from '../lib/alarms';
import { canaryRateMinutes } from '../lib/canary';
import { defaultMonthlyBudgetUsd } from '../lib/cost';
import { arrayAt, at, resourcesOf, stringAt, templateLookups, type CfnResource } from './support/cfn';
import { defaultTourStack, tourStack } from './support/tour-app';

const { stack, template } = defaultTourStack();
const resources = resourcesOf(template);
const { ofType, statementsOf, functionNamed } = templateLookups(resources);

/** Our functions: the ones built by NodeFunction, which all carry a Powertools service name. */
const ourFunctions = ofType('AWS::Lambda::Function').filter(([, fn]) => at(fn, 'Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME'));

function only(type: string, from: Record<string, CfnResource> = resources): [string, CfnResource] {
  const found = Object.entries(from).filter(([, resource]) => resource.Type === type);
  if (found.length !== 1) throw new Error(`Expected one ${type}, found ${found.length}`);
  return found[0]!;
}

const [topicId] = only('AWS::SNS::Topic');
const alarms = new Map(
  ofType('AWS::CloudWatch::Alarm').map(([, alarm]) => [stringAt(alarm, 'Properties.AlarmName').replace(/^SunwardTravel-/, ''), alarm] as const),
);

function alarm(name: string): CfnResource {
  const found = alarms.get(name);
  if (!found) throw new Error(`No alarm ${name}; alarms: ${[...alarms.keys()].join(', ')}`);
  return found;
}

/** The one metric an alarm watches directly, or the metrics of its math expression by id. */
function metricsOf(name: string): Record<string, Record<string, unknown>> {
  const properties = alarm(name).Properties;
  if (properties.MetricName) return { m: properties };
  return Object.fromEntries(
    arrayAt(properties, 'Metrics')
      .filter((query) => at(query, 'MetricStat'))
      .map((query) => [stringAt(query, 'Id'), { ...(at(query, 'MetricStat.Metric') as object), Period: at(query, 'MetricStat.Period'), Stat: at(query, 'MetricStat.Stat') }]),
  );
}

function expressionOf(name: string): string | undefined {
  const metrics = alarm(name).Properties.Metrics as unknown[] | undefined;
  return metrics?.map((query) => at(query, 'Expression')).find((expression) => typeof expression === 'string') as string | undefined;
}

const functionId = (service: string) => ofType('AWS::Lambda::Function').find(([, fn]) => fn === functionNamed(service))![0];

describe('tracing', () => {
  it('traces every function actively with X-Ray and lets it send its traces', () => {
    expect(ourFunctions.length).toBeGreaterThan(25);
    for (const [id, fn] of ourFunctions) {
      expect(at(fn, 'Properties.TracingConfig'), id).toEqual({ Mode: 'Active' });
      const service = String(at(fn, 'Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME'));
      const onAnything = statementsOf(service)
        .filter((statement) => at(statement, 'Effect') === 'Allow' && at(statement, 'Resource') === '*')
        .flatMap((statement) => [at(statement, 'Action')].flat());
      expect(onAnything, id).toEqual(expect.arrayContaining(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']));
    }
  });

  it('logs the function request id and integration status on each API access log line', () => {
    const [, stage] = only('AWS::ApiGatewayV2::Stage');
    const format = JSON.parse(stringAt(stage, 'Properties.AccessLogSettings.Format')) as Record<string, string>;
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      lambdaRequestId: '$context.integration.requestId',
      integrationStatus: '$context.integrationStatus',
    });
  });
});

describe('alarms', () => {
  const expected = [
    'api-5xx-count',
    'api-5xx-rate',
    'stripe-webhook-errors',
    'hold-expiry-errors',
    'lambda-throttles',
    'api-throttles',
    'slow-bookings',
    'payments-needing-attention',
    'admin-sign-in-locks',
    'unpaid-holds',
    'mail-worker-errors',
    'mail-dead-letters',
  ];

  it('has every alarm of issue 17', () => {
    expect([...alarms.keys()]).toEqual(expect.arrayContaining(expected));
  });

  it.each([...alarms.keys()].map((name) => [name]))('%s notifies the topic, treats missing data deliberately and links its runbook section', (name) => {
    const properties = alarm(name).Properties;
    expect(properties.AlarmActions).toEqual([{ Ref: topicId }]);
    expect(properties.OKActions).toEqual([{ Ref: topicId }]);
    expect(['notBreaching', 'breaching']).toContain(properties.TreatMissingData);
    const description = stringAt(alarm(name), 'Properties.AlarmDescription');
    expect(description).toMatch(new RegExp(`^[^\\n]+ Runbook: docs/RUNBOOK\\.md#${name}$`));
  });

  it('API 5xx: 5 or more in 5 minutes, and over 5 % of at least 20 requests', () => {
    expect(alarm('api-5xx-count').Properties).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Statistic: 'Sum',
      Period: 300,
      Threshold: 5,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
    });
    expect(expressionOf('api-5xx-rate')).toBe('IF(requests >= 20, 100 * FILL(errors, 0) / requests, 0)');
    expect(metricsOf('api-5xx-rate')).toMatchObject({
      requests: { MetricName: 'Count', Namespace: 'AWS/ApiGateway', Period: 300, Stat: 'Sum' },
      errors: { MetricName: '5xx', Namespace: 'AWS/ApiGateway', Period: 300, Stat: 'Sum' },
    });
    expect(alarm('api-5xx-rate').Properties).toMatchObject({ Threshold: 5, ComparisonOperator: 'GreaterThanThreshold' });
  });

  it("Stripe webhook: any crash, time-out or 5xx of its function in 5 minutes", () => {
    expect(expressionOf('stripe-webhook-errors')).toBe('FILL(crashes, 0) + FILL(answered, 0)');
    expect(metricsOf('stripe-webhook-errors')).toMatchObject({
      crashes: { MetricName: 'Errors', Namespace: 'AWS/Lambda', Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId('stripe-webhook') } }], Period: 300 },
      answered: { MetricName: metricNames.serverErrors, Namespace: metricsNamespace, Dimensions: [{ Name: 'service', Value: 'stripe-webhook' }], Period: 300 },
    });
    expect(alarm('stripe-webhook-errors').Properties).toMatchObject({ Threshold: 1, TreatMissingData: 'notBreaching' });
  });

  it('hold expiry: 3 failures in 5 minutes, and a job that did not run is an alarm', () => {
    expect(metricsOf('hold-expiry-errors')).toMatchObject({
      crashes: { MetricName: 'Errors', Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId('expire-holds') } }] },
      holds: { MetricName: metricNames.holdExpiryFailures, Namespace: metricsNamespace },
      timedWork: { MetricName: metricNames.timedWorkFailures, Namespace: metricsNamespace },
    });
    expect(alarm('hold-expiry-errors').Properties).toMatchObject({ Threshold: 3, TreatMissingData: 'breaching', EvaluationPeriods: 1 });
  });

  it('throttles: any Lambda throttle in the account, and 5 of API Gateway’s own 429s in 5 minutes', () => {
    expect(alarm('lambda-throttles').Properties).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Throttles', Threshold: 1, Period: 300 });
    expect(alarm('lambda-throttles').Properties.Dimensions).toBeUndefined();
    expect(alarm('api-throttles').Properties).toMatchObject({ Namespace: metricsNamespace, MetricName: metricNames.apiThrottles, Threshold: 5, Statistic: 'Sum' });
    const [, filter] = only('AWS::Logs::MetricFilter');
    expect(filter.Properties).toMatchObject({
      FilterPattern: '{ ($.status = "429") && ($.integrationStatus = "-") }',
      LogGroupName: { Ref: expect.stringMatching(/^ApiAccessLogs/) as string },
      MetricTransformations: [{ MetricNamespace: metricsNamespace, MetricName: metricNames.apiThrottles, MetricValue: '1', DefaultValue: 0 }],
    });
  });

  it('slow bookings: p95 of POST /api/bookings above 1 s for 15 minutes', () => {
    expect(alarm('slow-bookings').Properties).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Duration',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId('create-booking') } }],
      ExtendedStatistic: 'p95',
      Period: 300,
      EvaluationPeriods: 3,
      Threshold: 1000,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });

  it.each([
    ['payments-needing-attention', metricNames.paymentsNeedingAttention],
    ['admin-sign-in-locks', metricNames.adminSignInLocks],
  ])('%s: any one, across every function', (name, metric) => {
    expect(alarm(name).Properties).toMatchObject({ Namespace: metricsNamespace, MetricName: metric, Statistic: 'Sum', Period: 300, Threshold: 1 });
    // The total over every function: the dimensionless set each metric line carries.
    expect(alarm(name).Properties.Dimensions).toBeUndefined();
  });
});

describe('unpaid holds alarm (decision 037)', () => {
  it('fires when over 40 % of the open seats stay held unpaid for 10 minutes, as the expiry job measures it', () => {
    expect(alarm('unpaid-holds').Properties).toMatchObject({
      Namespace: metricsNamespace,
      MetricName: metricNames.unpaidHeldSeatShare,
      Statistic: 'Maximum',
      Period: 300,
      EvaluationPeriods: 2,
      Threshold: 40,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(alarm('unpaid-holds').Properties.Dimensions).toBeUndefined();
  });

  it('takes another threshold from context unpaidHoldAlarmPercent, and refuses one that is no percentage', () => {
    const tuned = Object.values(resourcesOf(Template.fromStack(tourStack({ unpaidHoldAlarmPercent: '25' })))).find(
      (resource) => at(resource, 'Properties.AlarmName') === 'SunwardTravel-unpaid-holds',
    );
    expect(tuned?.Properties).toMatchObject({ Threshold: 25 });
    expect(() => tourStack({ unpaidHoldAlarmPercent: '140' })).toThrow(/unpaidHoldAlarmPercent must be a percentage/);
  });
});

describe('mail alarms', () => {
  // The outbox's worker and dead-letter queue, as the mail outbox construct gives them.
  const app = new App();
  const bare = new Stack(app, 'Bare');
  const fn = (id: string) => new lambda.Function(bare, id, { runtime: lambda.Runtime.NODEJS_22_X, handler: 'index.handler', code: lambda.Code.fromInline('exports.handler = async () => {}') });
  new Alarms(bare, 'Alarms', {
    topic: new sns.Topic(bare, 'Topic'),
    httpApi: new apigwv2.HttpApi(bare, 'Api'),
    accessLogs: new logs.LogGroup(bare, 'AccessLogs'),
    stripeWebhook: fn('Webhook'),
    createBooking: fn('CreateBooking'),
    holdExpiryJob: fn('Job'),
    mailWorker: fn('Worker'),
    mailDeadLetterQueue: new sqs.Queue(bare, 'DeadLetters'),
  });
  const bareResources = resourcesOf(Template.fromStack(bare));
  const bareAlarm = (name: string) => Object.values(bareResources).find((resource) => at(resource, 'Properties.AlarmName') === `Bare-${name}`);

  it('alarms on any crash or time-out of the mail worker', () => {
    expect(bareAlarm('mail-worker-errors')?.Properties).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: expect.stringMatching(/^Worker/) as string } }],
      Period: 300,
      Threshold: 1,
      TreatMissingData: 'notBreaching',
      AlarmDescription: expect.stringMatching(/ Runbook: docs\/RUNBOOK\.md#mail-worker-errors$/) as string,
    });
  });

  it('alarms as soon as the dead-letter queue is not empty, or a mail became a dead letter', () => {
    const properties = bareAlarm('mail-dead-letters')?.Properties;
    expect(properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', TreatMissingData: 'notBreaching' });
    const queries = arrayAt(properties, 'Metrics');
    expect(queries.map((query) => at(query, 'Expression')).filter(Boolean)).toEqual(['FILL(queued, 0) + FILL(given_up, 0)']);
    expect(queries.find((query) => at(query, 'Id') === 'queued')).toMatchObject({
      MetricStat: { Metric: { Namespace: 'AWS/SQS', MetricName: 'ApproximateNumberOfMessagesVisible' }, Stat: 'Maximum', Period: 300 },
    });
    expect(queries.find((query) => at(query, 'Id') === 'given_up')).toMatchObject({
      MetricStat: { Metric: { Namespace: metricsNamespace, MetricName: metricNames.emailsDeadLettered }, Stat: 'Sum' },
    });
  });
});

describe('the alarm topic', () => {
  it('only takes TLS and has no subscriber without alarmEmail, and synth says so', () => {
    expect(ofType('AWS::SNS::Subscription')).toEqual([]);
    Annotations.fromStack(stack).hasWarning('*', Match.stringLikeRegexp('No alarmEmail in context'));
    const [, policy] = only('AWS::SNS::TopicPolicy');
    expect(JSON.stringify(policy.Properties)).toContain('aws:SecureTransport');
  });

  it('e-mails alarmEmail when given', () => {
    const withEmail = resourcesOf(Template.fromStack(tourStack({ alarmEmail: 'ops@sunward.example' })));
    const [, subscription] = only('AWS::SNS::Subscription', withEmail);
    expect(subscription.Properties).toMatchObject({ Protocol: 'email', Endpoint: 'ops@sunward.example' });
  });

  it('refuses an alarmEmail that is not an address', () => {
    expect(() => tourStack({ alarmEmail: 'ops' })).toThrow(/alarmEmail must be an e-mail address/);
  });
});

describe('dashboard', () => {
  const [, dashboard] = only('AWS::CloudWatch::Dashboard');
  const body = JSON.stringify(at(dashboard, 'Properties.DashboardBody'));

  it.each([
    'Bookings per day',
    'Money recorded per day (USD)',
    'Payments that need a person',
    '5xx answers per function',
    'Errors per function',
    'Throttles per function',
    'API latency (ms)',
    'API answers',
    'CloudFront cache hit rate (%)',
    'E-mails',
    'Seats held unpaid (denial of inventory)',
  ])('shows %s', (title) => {
    expect(body).toContain(title);
  });

  it('has CloudFront publish its cache hit rate', () => {
    const [, subscription] = only('AWS::CloudFront::MonitoringSubscription');
    expect(at(subscription, 'Properties.MonitoringSubscription.RealtimeMetricsSubscriptionConfig.RealtimeMetricsSubscriptionStatus')).toBe('Enabled');
  });

  it('reads our metrics, API latency percentiles and CloudFront’s hit rate from us-east-1', () => {
    for (const name of [
      metricNames.bookingsCreated,
      metricNames.depositDollars,
      metricNames.paymentsNeedingAttention,
      metricNames.emailsSent,
      metricNames.emailsFailed,
      metricNames.unpaidHeldSeatShare,
      metricNames.unpaidHeldSeats,
    ]) {
      expect(body).toContain(name);
    }
    for (const stat of ['p50', 'p95', 'p99']) expect(body).toContain(`\\"stat\\":\\"${stat}\\"`);
    expect(body).toContain('CacheHitRate');
    expect(body).toContain(`SEARCH('{${metricsNamespace},service} MetricName=`);
    expect(body).toContain(metricNames.serverErrors);
    expect(body).toContain('\\"region\\":\\"us-east-1\\"');
  });
});

describe('cost', () => {
  it('has a monthly budget that tells the topic at 80 % actual and 100 % forecast', () => {
    const [, budget] = only('AWS::Budgets::Budget');
    expect(budget.Properties).toMatchObject({
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: defaultMonthlyBudgetUsd, Unit: 'USD' } },
      NotificationsWithSubscribers: [
        {
          Notification: { NotificationType: 'ACTUAL', ComparisonOperator: 'GREATER_THAN', Threshold: 80, ThresholdType: 'PERCENTAGE' },
          Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topicId } }],
        },
        {
          Notification: { NotificationType: 'FORECASTED', ComparisonOperator: 'GREATER_THAN', Threshold: 100, ThresholdType: 'PERCENTAGE' },
          Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topicId } }],
        },
      ],
    });
    const [, policy] = only('AWS::SNS::TopicPolicy');
    expect(JSON.stringify(policy.Properties)).toContain('budgets.amazonaws.com');
  });

  it('takes the amount from context', () => {
    const withAmount = resourcesOf(Template.fromStack(tourStack({ monthlyBudgetUsd: '120' })));
    expect(at(only('AWS::Budgets::Budget', withAmount)[1], 'Properties.Budget.BudgetLimit.Amount')).toBe(120);
    expect(() => tourStack({ monthlyBudgetUsd: 'lots' })).toThrow(/monthlyBudgetUsd/);
  });
});

describe('canary', () => {
  it('is off unless the context asks for it', () => {
    expect(ofType('AWS::Synthetics::Canary')).toEqual([]);
    expect(alarms.has('canary')).toBe(false);
  });

  it('with canary=true, loads the site every few minutes, with an alarm', () => {
    const withCanary = resourcesOf(Template.fromStack(tourStack({ canary: 'true' })));
    const [, canary] = only('AWS::Synthetics::Canary', withCanary);
    expect(at(canary, 'Properties.Schedule.Expression')).toBe(`rate(${canaryRateMinutes} minutes)`);
    const script = stringAt(canary, 'Properties.Code.Script');
    expect(script).toContain("site + '/'");
    expect(script).toContain("site + '/api/packages'");
    expect(at(canary, 'Properties.RunConfig.EnvironmentVariables.SITE_URL')).toBeDefined();
    const canaryAlarm = Object.values(withCanary).find((resource) => resource.Type === 'AWS::CloudWatch::Alarm' && at(resource, 'Properties.AlarmName') === 'SunwardTravel-canary');
    expect(canaryAlarm?.Properties).toMatchObject({
      Namespace: 'CloudWatchSynthetics',
      MetricName: 'SuccessPercent',
      Threshold: 100,
      ComparisonOperator: 'LessThanThreshold',
      TreatMissingData: 'breaching',
    });
  });
});
