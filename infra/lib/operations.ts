import { Annotations, CfnOutput, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { routeList } from '@sunward/shared/routes';
import { Alarms, runbookPath } from './alarms';
import type { Api } from './api';
import { SiteCanary } from './canary';
import { CostBudget } from './cost';
import { OperationsDashboard } from './dashboard';
import type { HoldExpiry } from './hold-expiry';
import type { Site } from './site';

/** The deploy-time choices of operations, from CDK context (`infra/lib/tour-app.ts`). */
export interface OperationsConfig {
  /** Who is told: the e-mail subscription of the alarm topic (context `alarmEmail`). */
  readonly alarmEmail?: string;
  /** The AWS Budgets monthly limit in USD (context `monthlyBudgetUsd`). */
  readonly monthlyBudgetUsd: number;
  /** Whether to run the Synthetics canary (context `canary=true`; it costs money every run). */
  readonly canary: boolean;
  /** The share of open seats held unpaid that raises `unpaid-holds` (context `unpaidHoldAlarmPercent`, default 40). */
  readonly unpaidHoldAlarmPercent?: number;
}

export interface OperationsProps extends OperationsConfig {
  readonly api: Api;
  readonly holdExpiry: HoldExpiry;
  readonly site: Site;
  /** The mail outbox's worker and dead-letter queue, once the stack has them. */
  readonly mailOutbox?: { readonly worker: { readonly function: lambda.IFunction }; readonly deadLetterQueue: sqs.IQueue };
}

/**
 * How the operator hears about a failure first: one SNS topic (e-mailed to `alarmEmail`), the
 * alarms, one dashboard, a monthly cost budget and, behind a flag, a canary. `docs/RUNBOOK.md`
 * says what to do for each alarm.
 */
export class Operations extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: Alarms;
  readonly dashboard: OperationsDashboard;
  readonly budget: CostBudget;
  readonly canary?: SiteCanary;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);

    this.topic = new sns.Topic(this, 'AlarmTopic', { displayName: 'Sunward Group Travel alarms', enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm and budget notices carry alarm names, thresholds and amounts, no customer data. CloudWatch and Budgets cannot publish to a topic encrypted with the AWS-managed SNS key; a customer key would cost more than the notices are worth protecting.',
    });
    if (props.alarmEmail) {
      this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    } else {
      Annotations.of(this).addWarningV2(
        '@sunward/operations:no-alarm-email',
        'No alarmEmail in context: the alarms and the budget notify an SNS topic that nobody is subscribed to. Deploy with -c alarmEmail=ops@your-domain.com to be told when something breaks.',
      );
    }

    const routeFunction = (name: 'stripeWebhook' | 'createBooking') => {
      const fn = props.api.functions.get(name);
      if (!fn) throw new Error(`The API has no ${name} function`);
      return fn.function;
    };
    this.alarms = new Alarms(this, 'Alarms', {
      topic: this.topic,
      httpApi: props.api.httpApi,
      accessLogs: props.api.accessLogs,
      stripeWebhook: routeFunction('stripeWebhook'),
      createBooking: routeFunction('createBooking'),
      holdExpiryJob: props.holdExpiry.job.function,
      ...(props.unpaidHoldAlarmPercent === undefined ? {} : { unpaidHoldAlarmPercent: props.unpaidHoldAlarmPercent }),
      ...(props.mailOutbox
        ? { mailWorker: props.mailOutbox.worker.function, mailDeadLetterQueue: props.mailOutbox.deadLetterQueue }
        : {}),
    });

    if (props.canary) {
      this.canary = new SiteCanary(this, 'Canary', { siteUrl: props.site.url, accessLogsBucket: props.site.logBucket });
      this.canary.acknowledgeFindings();
      this.alarms.add('canary', {
        description: 'The canary could not load the home page or GET /api/packages through CloudFront, or did not run.',
        metric: this.canary.metricSuccessPercent(),
        threshold: 100,
        comparison: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
        evaluationPeriods: 2,
        missing: cloudwatch.TreatMissingData.BREACHING,
      });
    }

    const functions = new Map<string, lambda.IFunction>();
    for (const route of routeList) {
      const fn = props.api.functions.get(route.name);
      if (fn) functions.set(route.handler, fn.function);
    }
    functions.set('expire-holds', props.holdExpiry.job.function);
    if (props.mailOutbox) functions.set('mail-worker', props.mailOutbox.worker.function);
    this.dashboard = new OperationsDashboard(this, 'Dashboard', {
      httpApi: props.api.httpApi,
      distribution: props.site.distribution,
      functions,
      alarms: this.alarms.alarms,
      ...(props.unpaidHoldAlarmPercent === undefined ? {} : { unpaidHoldAlarmPercent: props.unpaidHoldAlarmPercent }),
    });

    this.budget = new CostBudget(this, 'Budget', { monthlyBudgetUsd: props.monthlyBudgetUsd, topic: this.topic });

    new CfnOutput(this, 'AlarmTopicArn', {
      value: this.topic.topicArn,
      description: `Alarms and budget notices (what each means: ${runbookPath})`,
    });
  }
}

