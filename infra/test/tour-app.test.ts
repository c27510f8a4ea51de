import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { defaultMonthlyBudgetUsd } from '../lib/cost';
import { configFromContext } from '../lib/tour-app';

const emails = { senderEmail: 'bookings@sunward.example', agencyEmail: 'hello@sunward.example', stripePublishableKey: 'pk_live_abc123' };

function config(context: Record<string, unknown>) {
  return configFromContext(new App({ context }));
}

/** What operations get when the context names none of theirs: no e-mail, the default budget, no canary. */
const defaultOperations = { operations: { monthlyBudgetUsd: defaultMonthlyBudgetUsd, canary: false } };

describe('configFromContext', () => {
  it('reads the two addresses and no domain', () => {
    expect(config({ ...emails, domainName: '', certificateArn: '' })).toEqual({ ...emails, ...defaultOperations });
  });

  it('reads a custom domain when both domain and certificate are given', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/abc';
    expect(config({ ...emails, domainName: 'www.sunward.example', certificateArn })).toEqual({
      ...emails,
      ...defaultOperations,
      customDomain: { domainName: 'www.sunward.example', certificateArn },
    });
  });

  it.each(['senderEmail', 'agencyEmail'])('fails with one clear sentence when %s is missing', (key) => {
    expect(() => config({ ...emails, [key]: '' })).toThrow(
      `Context ${key} is required: set it in cdk.json or pass -c ${key}=name@example.com.`,
    );
  });

  it('refuses an address that is not one', () => {
    expect(() => config({ ...emails, senderEmail: 'bookings' })).toThrow('Context senderEmail must be an e-mail address');
  });

  it('requires the Stripe publishable key and refuses a secret key in its place', () => {
    expect(() => config({ ...emails, stripePublishableKey: '' })).toThrow('Context stripePublishableKey is required');
    for (const secret of ['sk_live_abc123', 'rk_live_abc123', 'whsec_abc123']) {
      expect(() => config({ ...emails, stripePublishableKey: secret })).toThrow('must be a Stripe publishable key');
    }
  });

  it('refuses a domain without its certificate', () => {
    expect(() => config({ ...emails, domainName: 'www.sunward.example' })).toThrow(
      'Context domainName and certificateArn go together',
    );
  });

  it('reads who hears about alarms, the monthly budget and the canary flag', () => {
    expect(config({ ...emails, alarmEmail: 'ops@sunward.example', monthlyBudgetUsd: '80', canary: 'true' }).operations).toEqual({
      alarmEmail: 'ops@sunward.example',
      monthlyBudgetUsd: 80,
      canary: true,
    });
    expect(config({ ...emails, canary: false }).operations.canary).toBe(false);
    expect(() => config({ ...emails, alarmEmail: 'ops' })).toThrow('Context alarmEmail must be an e-mail address');
    expect(() => config({ ...emails, monthlyBudgetUsd: '-5' })).toThrow('Context monthlyBudgetUsd must be a positive number');
    expect(() => config({ ...emails, canary: 'yes' })).toThrow('Context canary must be true or false');
  });
});
