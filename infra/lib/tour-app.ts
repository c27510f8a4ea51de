import { Validations, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { CustomDomain } from './site';
import { TourStack } from './tour-stack';

export const stackId = 'SunwardTravel';

export interface TourConfig {
  readonly senderEmail: string;
  readonly agencyEmail: string;
  /** Stripe's publishable key (`pk_live_…`), public by design; the secret keys stay in Secrets Manager. */
  readonly stripePublishableKey: string;
  readonly customDomain?: CustomDomain;
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
    ...(domainName && certificateArn ? { customDomain: { domainName, certificateArn } } : {}),
  };
}

/** The one stack, checked by cdk-nag's AWS Solutions rules on every synth. */
export function addTourStack(
  app: App,
  config: TourConfig & { readonly webBuildDir: string; readonly env?: Environment },
): TourStack {
  const stack = new TourStack(app, stackId, {
    description: 'Sunward Group Travel: website, booking API, data and admin sign-in',
    ...config,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}
