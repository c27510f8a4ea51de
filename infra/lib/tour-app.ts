import { Fn, Token, Validations, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeFirewallStack, edgeFirewallRegion, webAclArnOutputId } from './edge-firewall';
import { EdgeLogsStack, distributionArnOutputId, edgeLogsRegion } from './edge-logs';
import { defaultMonthlyBudgetUsd } from './cost';
import type { OperationsConfig } from './operations';
import type { CustomDomain } from './site';
import { TourStack } from './tour-stack';

export const stackId = 'SunwardTravel';
/** The web ACL's stack, always in us-east-1 (CloudFront's region). */
export const edgeFirewallStackId = `${stackId}EdgeFirewall`;
/** The distribution's access log delivery, always in us-east-1 (decision 040). */
export const edgeLogsStackId = `${stackId}EdgeLogs`;

export interface TourConfig {
  readonly senderEmail: string;
  readonly agencyEmail: string;
  /** Stripe's publishable key (`pk_live_…`), public by design; the secret keys stay in Secrets Manager. */
  readonly stripePublishableKey: string;
  readonly customDomain?: CustomDomain;
  readonly operations: OperationsConfig;
}

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function optionalContext(app: App, key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context ${key} must be a string.`);
  return value.trim() || undefined;
}

function requiredEmail(app: App, key: string): string {
  const value = optionalContext(app, key);
  if (!value) {
    throw new Error(`Context ${key} is required: set it in cdk.json or pass -c ${key}=name@example.com.`);
  }
  if (!emailPattern.test(value)) throw new Error(`Context ${key} must be an e-mail address, got "${value}".`);
  return value;
}

// Only a publishable key may go into a template; a secret key (sk_, rk_) or webhook secret must not.
const publishableKeyPattern = /^pk_(test|live)_[A-Za-z0-9]+$/;

function publishableKey(app: App, key: string): string {
  const value = optionalContext(app, key);
  if (!value) throw new Error(`Context ${key} is required: set it in cdk.json or pass -c ${key}=pk_live_….`);
  if (!publishableKeyPattern.test(value)) {
    throw new Error(`Context ${key} must be a Stripe publishable key (pk_live_… or pk_test_…); secret keys belong in Secrets Manager.`);
  }
  return value;
}

function monthlyBudget(app: App): number {
  const value = optionalContext(app, 'monthlyBudgetUsd');
  if (value === undefined) return defaultMonthlyBudgetUsd;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount <= 0) throw new Error(`Context monthlyBudgetUsd must be a positive number of US dollars, got "${value}".`);
  return amount;
}

function flag(app: App, key: string): boolean {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === null || value === '' || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw new Error(`Context ${key} must be true or false, got "${String(value)}".`);
}

/** The share of open seats held unpaid that raises the alarm (decision 037), if not the default. */
function unpaidHoldAlarmPercent(app: App): number | undefined {
  const value = optionalContext(app, 'unpaidHoldAlarmPercent');
  if (value === undefined) return undefined;
  const percent = Number(value);
  if (!Number.isFinite(percent) || percent <= 0 || percent >= 100) throw new Error(`Context unpaidHoldAlarmPercent must be a percentage between 0 and 100, got "${value}".`);
  return percent;
}

/** Who hears about failures and cost, and whether the canary runs (README: deploy). */
function operationsFromContext(app: App): OperationsConfig {
  const alarmEmail = optionalContext(app, 'alarmEmail') === undefined ? undefined : requiredEmail(app, 'alarmEmail');
  const unpaidHolds = unpaidHoldAlarmPercent(app);
  return {
    ...(alarmEmail ? { alarmEmail } : {}),
    monthlyBudgetUsd: monthlyBudget(app),
    canary: flag(app, 'canary'),
    ...(unpaidHolds === undefined ? {} : { unpaidHoldAlarmPercent: unpaidHolds }),
  };
}

/** The deploy-time settings, from CDK context (cdk.json or `-c key=value`). */
export function configFromContext(app: App): TourConfig {
  const senderEmail = requiredEmail(app, 'senderEmail');
  const agencyEmail = requiredEmail(app, 'agencyEmail');
  const stripePublishableKey = publishableKey(app, 'stripePublishableKey');
  const domainName = optionalContext(app, 'domainName');
  const certificateArn = optionalContext(app, 'certificateArn');
  if ((domainName === undefined) !== (certificateArn === undefined)) {
    throw new Error(
      'Context domainName and certificateArn go together: give both for a custom domain (certificate in us-east-1), or neither.',
    );
  }
  return {
    senderEmail,
    agencyEmail,
    stripePublishableKey,
    operations: operationsFromContext(app),
    ...(domainName && certificateArn ? { customDomain: { domainName, certificateArn } } : {}),
  };
}

/**
 * The site's stack, its edge firewall's (a CloudFront web ACL, which lives in us-east-1) and its
 * edge logs' (the distribution's access log delivery, likewise), all checked by cdk-nag's AWS
 * Solutions rules on every synth. `nagChecks: false` is only for a synth made to read the
 * functions' bundles (`infra/tools/function-bundles.ts`): the checks add nothing to a template,
 * and take about 7 s of each such synth.
 */
export function addTourStack(
  app: App,
  config: TourConfig & { readonly webBuildDir: string; readonly env?: Environment },
  { nagChecks = true }: { nagChecks?: boolean } = {},
): TourStack {
  const region = config.env?.region;
  const regionKnown = region !== undefined && !Token.isUnresolved(region);
  const firewall = new EdgeFirewallStack(app, edgeFirewallStackId, {
    description: 'Sunward Group Travel: the CloudFront web ACL (AWS WAF), in us-east-1',
    env: { ...config.env, region: edgeFirewallRegion },
  });
  // With a known region CDK wires the cross-region reference itself (Fn::GetStackOutput, since
  // cdk.json asks for weak references). A region-agnostic stack (tests, a synth with no region)
  // cannot take part in one, so it reads the same output from us-east-1 by name.
  const webAclArn = regionKnown
    ? firewall.webAclArn
    : Fn.getStackOutput(firewall.stackName, webAclArnOutputId, edgeFirewallRegion);
  const stack = new TourStack(app, stackId, {
    description: 'Sunward Group Travel: website, booking API, data and admin sign-in',
    crossRegionReferences: true,
    ...config,
    webAclArn,
  });
  if (!regionKnown) stack.addStackDependency(firewall, 'the distribution uses the web ACL');
  // The other way round: read from the site's stack. Without a region (tests, a synth with no
  // region; `cdk deploy` always has one) the output is read by name, as if the site were in us-east-1.
  const edgeLogs = new EdgeLogsStack(app, edgeLogsStackId, {
    description: 'Sunward Group Travel: the CloudFront access log delivery, in us-east-1',
    env: { ...config.env, region: edgeLogsRegion },
    crossRegionReferences: true,
    distributionArn: regionKnown ? stack.distributionArn : Fn.getStackOutput(stack.stackName, distributionArnOutputId, edgeLogsRegion),
  });
  if (!regionKnown) edgeLogs.addStackDependency(stack, 'the delivery logs the distribution');
  if (nagChecks) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}
