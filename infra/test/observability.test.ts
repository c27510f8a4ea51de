import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { at, resourcesOf, templateLookups } from './support/cfn';
import { tourStack } from './support/tour-app';

const resources = resourcesOf(Template.fromStack(tourStack()));
const { ofType, statementsOf } = templateLookups(resources);

/** Our functions: the ones built by NodeFunction, which all carry a Powertools service name. */
const ourFunctions = ofType('AWS::Lambda::Function').filter(([, fn]) => at(fn, 'Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME'));

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

  it('logs the function request id on each API access log line, to join a request to its trace', () => {
    const [, stage] = ofType('AWS::ApiGatewayV2::Stage')[0]!;
    const format = JSON.parse(String(at(stage, 'Properties.AccessLogSettings.Format'))) as Record<string, string>;
    expect(format).toMatchObject({ requestId: '$context.requestId', lambdaRequestId: '$context.integration.requestId' });
  });
});
