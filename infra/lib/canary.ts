import { Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as synthetics from 'aws-cdk-lib/aws-synthetics';
import { Construct } from 'constructs';

/** How often the canary runs; `docs/CAPACITY.md` and the README state what that costs. */
export const canaryRateMinutes = 5;

/**
 * The canary's script (CloudWatch Synthetics, Node.js + Puppeteer): the home page through
 * CloudFront, then `GET /api/packages`, each must answer 200, the second a JSON list.
 */
const canaryScript = `const synthetics = require('Synthetics');

exports.handler = async () => {
  const site = process.env.SITE_URL;
  const page = await synthetics.getPage();
  await synthetics.executeStep('home page', async () => {
    const response = await page.goto(site + '/', { waitUntil: 'domcontentloaded', timeout: 30000 });
    if (!response || response.status() !== 200) throw new Error('The home page answered ' + (response && response.status()));
  });
  await synthetics.executeStep('GET /api/packages', async () => {
    const response = await page.goto(site + '/api/packages', { waitUntil: 'domcontentloaded', timeout: 30000 });
    if (!response || response.status() !== 200) throw new Error('GET /api/packages answered ' + (response && response.status()));
    const trips = JSON.parse(await response.text());
    if (!Array.isArray(trips)) throw new Error('GET /api/packages did not answer a list');
  });
};
`;

export interface SiteCanaryProps {
  /** The site's public origin (`https://…`). */
  readonly siteUrl: string;
  /** Where the artifact bucket writes its access logs (the site's log bucket). */
  readonly accessLogsBucket: s3.IBucket;
}

/**
 * A CloudWatch Synthetics canary that loads the home page and `GET /api/packages` through
 * CloudFront every few minutes, as a visitor would; its alarm fires when a run fails. Only built
 * with the context flag `canary=true` (it costs money every run).
 */
export class SiteCanary extends Construct {
  readonly canary: synthetics.Canary;
  private readonly artifacts: s3.Bucket;

  constructor(scope: Construct, id: string, props: SiteCanaryProps) {
    super(scope, id);
    const artifacts = new s3.Bucket(this, 'Artifacts', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 's3-canary/',
      lifecycleRules: [{ expiration: Duration.days(30) }],
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: false,
    });
    this.artifacts = artifacts;

    this.canary = new synthetics.Canary(this, 'Canary', {
      runtime: synthetics.Runtime.SYNTHETICS_NODEJS_PUPPETEER_9_1,
      schedule: synthetics.Schedule.rate(Duration.minutes(canaryRateMinutes)),
      test: synthetics.Test.custom({ handler: 'index.handler', code: synthetics.Code.fromInline(canaryScript) }),
      environmentVariables: { SITE_URL: props.siteUrl },
      artifactsBucketLocation: { bucket: artifacts },
      successRetentionPeriod: Duration.days(7),
      failureRetentionPeriod: Duration.days(30),
      timeout: Duration.minutes(1),
    });
  }

  /** The share of the canary's runs that passed, per 5 minutes. */
  metricSuccessPercent(): cloudwatch.Metric {
    return this.canary.metricSuccessPercent({ period: Duration.minutes(5), statistic: cloudwatch.Stats.AVERAGE });
  }

  /** cdk-nag findings of the Synthetics construct that are CDK's choices, with their reasons. */
  acknowledgeFindings(): void {
    const stack = Stack.of(this);
    const literalOr = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<${pseudo}>` : value);
    const bucketArn = `<${stack.getLogicalId(this.artifacts.node.defaultChild as s3.CfnBucket)}.Arn>`;
    const logGroups = `arn:${literalOr(stack.partition, 'AWS::Partition')}:logs:${literalOr(stack.region, 'AWS::Region')}:${literalOr(stack.account, 'AWS::AccountId')}:log-group:/aws/lambda/cwsyn-*`;
    const findings: Array<[finding: string, reason: string]> = [
      ['Resource::*', 'CDK Synthetics: s3:ListAllMyBuckets and xray:PutTraceSegments take no resource, and cloudwatch:PutMetricData is limited to the CloudWatchSynthetics namespace by a condition.'],
      [`Resource::${bucketArn}/*`, 'CDK Synthetics: the canary writes its screenshots and reports into its own artifact bucket.'],
      [`Resource::${logGroups}`, 'CDK Synthetics: the canary writes to its own log groups, which Synthetics names /aws/lambda/cwsyn-<canary>-<id>.'],
    ];
    for (const [finding, reason] of findings) {
      Validations.of(this.canary.role).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
    }
  }
}
