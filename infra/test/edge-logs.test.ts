import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { accessLogFields, type EdgeLogsStack } from '../lib/edge-logs';
import { edgeLogsStackId, stackId } from '../lib/tour-app';
import { arrayAt, at, resourcesOf, type CfnResource } from './support/cfn';
import { tourAppWithChecks } from './support/tour-app';

function stacksOf(env?: { account: string; region: string }) {
  const app = tourAppWithChecks({}, env);
  const edgeLogs = app.node.findChild(edgeLogsStackId) as EdgeLogsStack;
  const site = app.node.findChild(stackId);
  return { edgeLogs, logsTemplate: Template.fromStack(edgeLogs), siteTemplate: Template.fromStack(site as never) };
}

function oneOf(template: Template, type: string): CfnResource {
  const found = Object.values(resourcesOf(template)).filter((resource) => resource.Type === type);
  expect(found).toHaveLength(1);
  return found[0]!;
}

const { edgeLogs, logsTemplate, siteTemplate } = stacksOf();

describe('the CDN access logs (CloudFront standard logging v2)', () => {
  it('keep no query string, Referer or cookie: of /booking, /my-booking or any page', () => {
    const fields = arrayAt(oneOf(logsTemplate, 'AWS::Logs::Delivery'), 'Properties.RecordFields');

    expect(fields).toEqual([...accessLogFields]);
    expect(fields).not.toContain('cs-uri-query');
    expect(fields).not.toContain('cs(Referer)');
    expect(fields).not.toContain('cs(Cookie)');
    expect(fields).toEqual(expect.arrayContaining(['date', 'time', 'c-ip', 'cs-method', 'cs-uri-stem', 'sc-status', 'x-edge-request-id']));
  });

  it('turn standard logging (legacy) off on the distribution, since it always logs the query string', () => {
    const distribution = oneOf(siteTemplate, 'AWS::CloudFront::Distribution');

    expect(at(distribution, 'Properties.DistributionConfig.Logging')).toBeUndefined();
  });

  it('deliver the distribution’s ACCESS_LOGS from us-east-1 to a bucket that keeps them 90 days', () => {
    expect(edgeLogs.region).toBe('us-east-1');
    const source = oneOf(logsTemplate, 'AWS::Logs::DeliverySource');
    expect(at(source, 'Properties.LogType')).toBe('ACCESS_LOGS');
    expect(JSON.stringify(at(source, 'Properties.ResourceArn'))).toContain('DistributionArn');
    const bucket = oneOf(logsTemplate, 'AWS::S3::Bucket');
    expect(at(bucket, 'Properties.LifecycleConfiguration.Rules')).toEqual([{ ExpirationInDays: 90, Status: 'Enabled' }]);
    const destination = oneOf(logsTemplate, 'AWS::Logs::DeliveryDestination');
    expect(JSON.stringify(at(destination, 'Properties.DestinationResourceArn'))).toContain('AccessLogBucket');
    const statements = arrayAt(oneOf(logsTemplate, 'AWS::S3::BucketPolicy'), 'Properties.PolicyDocument.Statement');
    expect(statements).toContainEqual(
      expect.objectContaining({ Sid: 'AWSLogDeliveryWrite', Action: 's3:PutObject', Principal: { Service: 'delivery.logs.amazonaws.com' } }),
    );
  });

  it('take the distribution from a site stack in another region by a cross-region reference', () => {
    const { edgeLogs: logs, logsTemplate: template } = stacksOf({ account: '111111111111', region: 'eu-west-1' });

    expect(logs.region).toBe('us-east-1');
    expect(JSON.stringify(at(oneOf(template, 'AWS::Logs::DeliverySource'), 'Properties.ResourceArn'))).toContain('eu-west-1');
  });
});
