import { Duration, Validations } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { timeBudget } from '@sunward/functions/settings/time-budget';
import { jobPolicies } from '@sunward/shared/route-policies';
import { mailPartitionPrefix, tableLayout } from '@sunward/shared/table';
import type { DataTable } from './data-table';
import { applyPolicy } from './function-policy';
import { jobEntry } from './handler-entry';
import type { Mail } from './mail';
import { NodeFunction } from './node-function';
import type { OneTimeCodes } from './one-time-codes';

export interface MailOutboxProps {
  readonly data: DataTable;
  readonly mail: Mail;
  /** The key the codes in mails are sealed with, which the worker alone may decrypt with (decision 038). */
  readonly oneTimeCodes: OneTimeCodes;
}

/**
 * The outbox's worker (decision 021): the table's stream invokes it with each mail written or put
 * back to pending (a filter lets nothing else through, so other writes cost no invocation). It is
 * the one function that may send mail. A record it cannot handle is retried, then its place in the
 * stream goes to the dead-letter queue; a mail that failed every attempt is a dead letter in the
 * table. The alarms on both are in the stack's alarms.
 */
export class MailOutbox extends Construct {
  readonly worker: NodeFunction;
  readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: MailOutboxProps) {
    super(scope, id);

    this.worker = new NodeFunction(this, 'Worker', {
      entry: jobEntry('mail-worker'),
      serviceName: 'mail-worker',
      description: 'Sends the mails of the outbox through SES, with retries and dead letters',
      environment: props.data.environment,
      timeoutSeconds: timeBudget.mailWorkerTimeoutSeconds,
    });
    // Reads and updates mails, opens the codes sealed in them, and sends them: `shared/src/route-policies.ts`.
    applyPolicy(this.worker, jobPolicies['mail-worker'], props);

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of the outbox stream; its messages are read by a person (docs/RUNBOOK.md).',
    });

    this.worker.function.addEventSource(
      new DynamoEventSource(props.data.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        // Mails of different items in parallel; a pause before one retry holds up no other.
        parallelizationFactor: 10,
        retryAttempts: 3,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: [
          lambda.FilterCriteria.filter({
            dynamodb: {
              NewImage: {
                [tableLayout.partitionKey]: { S: lambda.FilterRule.beginsWith(mailPartitionPrefix) },
                status: { S: lambda.FilterRule.isEqual('pending') },
              },
            },
          }),
        ],
      }),
    );
  }
}
