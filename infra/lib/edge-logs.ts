import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** CloudWatch Logs takes a CloudFront distribution's log delivery only in us-east-1, whatever region the site is in. */
export const edgeLogsRegion = 'us-east-1';

/** The site's stack output holding the distribution's ARN (read by the edge logs' stack). */
export const distributionArnOutputId = 'DistributionArn';

/**
 * The fields of each CloudFront access log record, in the legacy format's order. Left out on
 * purpose: `cs-uri-query`, `cs(Referer)` and `cs(Cookie)`. A page's query string (`/booking?…`,
 * `/my-booking?…`) is kept nowhere, nor the Referer that repeats it on every same-origin request
 * the page makes, nor the session cookie. An allow-list, so a field CloudFront adds later is not
 * logged until someone decides it may be.
 */
export const accessLogFields = [
  'date',
  'time',
  'x-edge-location',
  'sc-bytes',
  'c-ip',
  'cs-method',
  'cs(Host)',
  'cs-uri-stem',
  'sc-status',
  'cs(User-Agent)',
  'x-edge-result-type',
  'x-edge-request-id',
  'x-host-header',
  'cs-protocol',
  'cs-bytes',
  'time-taken',
  'x-forwarded-for',
  'ssl-protocol',
  'ssl-cipher',
  'x-edge-response-result-type',
  'cs-protocol-version',
  'fle-status',
  'fle-encrypted-fields',
  'c-port',
  'time-to-first-byte',
  'x-edge-detailed-result-type',
  'sc-content-type',
  'sc-content-len',
  'sc-range-start',
  'sc-range-end',
] as const;

export interface EdgeLogsStackProps extends StackProps {
  /** The site's CloudFront distribution. */
  readonly distributionArn: string;
}

/**
 * The site distribution's access logs (CloudFront standard logging v2, decision 040): a vended-log
 * delivery from the distribution to its own bucket, with only `accessLogFields`, kept 90 days.
 * Standard logging (legacy) always writes the query string, so the distribution has it off.
 */
export class EdgeLogsStack extends Stack {
  readonly logBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: EdgeLogsStackProps) {
    super(scope, id, props);

    this.logBucket = new s3.Bucket(this, 'AccessLogBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This bucket holds access logs itself; logging its own reads and writes would log the logs.',
    });
    // The log delivery service writes as CloudWatch Logs documents for S3 destinations, only for
    // this account's delivery sources.
    this.logBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'AWSLogDeliveryWrite',
        principals: [new iam.ServicePrincipal('delivery.logs.amazonaws.com')],
        actions: ['s3:PutObject'],
        resources: [this.logBucket.arnForObjects('*')],
        conditions: {
          StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control', 'aws:SourceAccount': this.account },
          ArnLike: { 'aws:SourceArn': `arn:${this.partition}:logs:${this.region}:${this.account}:delivery-source:*` },
        },
      }),
    );

    const source = new logs.CfnDeliverySource(this, 'AccessLogSource', {
      name: `${this.stackName}-site-access-logs`,
      logType: 'ACCESS_LOGS',
      resourceArn: props.distributionArn,
    });
    const destination = new logs.CfnDeliveryDestination(this, 'AccessLogDestination', {
      name: `${this.stackName}-site-access-logs`,
      destinationResourceArn: this.logBucket.bucketArn,
      outputFormat: 'w3c',
    });
    destination.node.addDependency(this.logBucket.policy ?? this.logBucket);
    const delivery = new logs.CfnDelivery(this, 'AccessLogDelivery', {
      deliverySourceName: source.name,
      deliveryDestinationArn: destination.attrArn,
      recordFields: [...accessLogFields],
      s3SuffixPath: 'cloudfront/{DistributionId}/{yyyy}/{MM}/{dd}/{HH}',
    });
    delivery.addDependency(source);
  }
}
