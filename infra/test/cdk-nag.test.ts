import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App, Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { tourAppWithChecks } from './support/tour-app';

interface ValidationReport {
  pluginReports: Array<{
    pluginName: string;
    violations: Array<{ ruleName: string; severity: string; violatingResources: Array<{ constructPath?: string }> }>;
  }>;
}

/** Every unacknowledged AwsSolutions finding, errors and warnings alike, as readable lines. */
function findingsOf(app: App): string[] {
  const checks = new AwsSolutionsChecks();
  return checks
    .validateScope(app)
    .violations.flatMap((violation) =>
      violation.violatingResources.map(
        (resource) => `${violation.severity} ${violation.ruleName} at ${resource.constructPath ?? '?'}`,
      ),
    );
}

const customDomain = {
  domainName: 'www.sunward.example',
  certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
};

// Some findings name ARNs, which read differently once the account and region are known.
const variants: Array<[string, Record<string, unknown>, Environment | undefined]> = [
  ['without a custom domain', {}, undefined],
  ['with a custom domain', customDomain, undefined],
  ['in a known account and region', {}, { account: '111111111111', region: 'eu-west-1' }],
  ['with the canary and an alarm e-mail', { canary: 'true', alarmEmail: 'ops@sunward.example' }, undefined],
];

describe.each(variants)('cdk-nag AwsSolutions, %s', (_, context, env) => {
  it('has no unacknowledged finding, error or warning', () => {
    const app = tourAppWithChecks(context, env);
    // Synthesis runs the AwsSolutions plugin the app registered (as `cdk synth` does) and throws
    // on any unacknowledged finding, warnings included.
    let synthError: string | undefined;
    let reportDir: string | undefined;
    try {
      reportDir = app.synth().directory;
    } catch (error) {
      synthError = error instanceof Error ? error.message : String(error);
    }

    // The same pack run over the synthesized tree: a readable list of severity, rule and path.
    expect(findingsOf(app)).toEqual([]);
    expect(synthError).toBeUndefined();
    const report = JSON.parse(readFileSync(join(reportDir!, 'validation-report.json'), 'utf8')) as ValidationReport;
    expect(report.pluginReports.filter((plugin) => plugin.pluginName === 'AwsSolutions')).toEqual([]);
  });
});
