import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { SiteVariables } from '@sunward/functions/settings/site';
import { jobPolicies } from '@sunward/shared/route-policies';
import type { DataTable } from './data-table';
import { applyPolicy } from './function-policy';
import { jobEntry } from './handler-entry';
import type { Mail } from './mail';
import { NodeFunction } from './node-function';
import type { OneTimeCodes } from './one-time-codes';
import type { Payments } from './payments';

export interface HoldExpiryProps {
  readonly data: DataTable;
  readonly mail: Mail;
  readonly payments: Payments;
  /** The code key, which seals each balance reminder's pay link for the mail worker (decision 038). */
  readonly oneTimeCodes: OneTimeCodes;
}

/**
 * Gives lapsed seat holds back (decision 010): an EventBridge rule runs the expiry job every
 * minute. The job reads the holds that are due and updates bookings and departures; before a hold
 * expires it cancels the booking's open deposit PaymentIntent at Stripe, and a deposit that turns
 * out paid is recorded by the payment recorder (a payment item, the receipt and the agency's
 * notice in the outbox). So it reads the Stripe keys and the agency's address, like the routes
 * that record payments. Then it does the timed work due (decision 042): each balance reminder it
 * sends carries a pay link sealed for the mail worker with the code key, which it may encrypt with
 * but not decrypt with, and the agency's digest of overdue bookings. The local stack runs the same
 * job on a timer.
 */
export class HoldExpiry extends Construct {
  readonly job: NodeFunction;
  readonly schedule: events.Rule;

  constructor(scope: Construct, id: string, props: HoldExpiryProps) {
    super(scope, id);

    this.job = new NodeFunction(this, 'Job', {
      entry: jobEntry('expire-holds'),
      serviceName: 'expire-holds',
      description: 'Expires lapsed seat holds (cancelling their open deposits), then sends the balance reminders and overdue digests due',
      environment: props.data.environment,
    });
    // The Stripe keys, the agency's address and the code key with the table access: `shared/src/route-policies.ts`.
    applyPolicy(this.job, jobPolicies['expire-holds'], props);

    this.schedule = new events.Rule(this, 'Schedule', {
      description: 'Every minute: expire lapsed seat holds, then do the timed work due',
      schedule: events.Schedule.rate(Duration.minutes(1)),
      targets: [new targets.LambdaFunction(this.job.function, { retryAttempts: 0 })],
    });
  }

  /**
   * Gives the job the site's public origin, for the links in the mails a recorded deposit sends.
   * Called once the site exists, as for the API's routes.
   */
  giveSiteUrl(siteUrl: string): void {
    const variables: SiteVariables = { SITE_URL: siteUrl };
    for (const [variable, value] of Object.entries(variables)) this.job.function.addEnvironment(variable, value);
  }
}
