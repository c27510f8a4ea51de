import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { DataTable } from './data-table';
import { jobEntry } from './handler-entry';
import { NodeFunction } from './node-function';

export interface HoldExpiryProps {
  readonly data: DataTable;
}

/**
 * Gives lapsed seat holds back (decision 010): an EventBridge rule runs the expiry job every
 * minute. The job reads the holds that are due and updates bookings and packages, so it may read
 * and write the table and nothing else. The local stack runs the same job on a timer.
 */
export class HoldExpiry extends Construct {
  readonly job: NodeFunction;
  readonly schedule: events.Rule;

  constructor(scope: Construct, id: string, props: HoldExpiryProps) {
    super(scope, id);

    this.job = new NodeFunction(this, 'Job', {
      entry: jobEntry('expire-holds'),
      serviceName: 'expire-holds',
      description: 'Expires unpaid bookings whose seat hold has lapsed and frees their seats',
      environment: props.data.environment,
    });
    // Queries the due holds and reads each booking; the expiry transaction updates the booking and
    // the departure's seats and deletes the hold. It never puts a new item.
    props.data.grantItemRead(this.job.role);
    props.data.grantItemWrite(this.job.role, ['dynamodb:UpdateItem', 'dynamodb:DeleteItem']);

    this.schedule = new events.Rule(this, 'Schedule', {
      description: 'Every minute: expire lapsed seat holds',
      schedule: events.Schedule.rate(Duration.minutes(1)),
      targets: [new targets.LambdaFunction(this.job.function, { retryAttempts: 0 })],
    });
  }
}
