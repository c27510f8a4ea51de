import { createHash } from 'node:crypto';
import { CustomResource, Stack, Validations } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { catalogue } from '@sunward/shared/catalogue/packages';
import { jobPolicies } from '@sunward/shared/route-policies';
import type { DataTable } from './data-table';
import { applyPolicy } from './function-policy';
import { jobEntry } from './handler-entry';
import { NodeFunction } from './node-function';

export interface CatalogueSeedProps {
  readonly data: DataTable;
}

/**
 * Writes the trip catalogue (`shared/src/catalogue/packages.ts`) into the table on deploy. The
 * custom resource carries a hash of the catalogue, so CloudFormation calls the job again exactly
 * when the catalogue changed; the job itself is idempotent.
 */
export class CatalogueSeed extends Construct {
  readonly job: NodeFunction;

  constructor(scope: Construct, id: string, props: CatalogueSeedProps) {
    super(scope, id);

    this.job = new NodeFunction(this, 'Job', {
      entry: jobEntry('seed-catalogue'),
      serviceName: 'seed-catalogue',
      description: 'Seeds and updates the package catalogue on deploy',
      environment: props.data.environment,
    });
    // Puts and updates packages only: `shared/src/route-policies.ts`.
    applyPolicy(this.job, jobPolicies['seed-catalogue'], props);

    const provider = new cr.Provider(this, 'Provider', {
      onEventHandler: this.job.function,
      logGroup: new logs.LogGroup(this, 'ProviderLogs', { retention: logs.RetentionDays.ONE_MONTH }),
    });
    acknowledgeProviderFramework(provider, this.job.function);

    new CustomResource(this, 'Catalogue', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::CatalogueSeed',
      properties: {
        catalogueHash: createHash('sha256').update(JSON.stringify(catalogue)).digest('hex'),
      },
    });
  }
}

/** The Provider's framework function and its role are CDK's own code; we cannot shape them. */
function acknowledgeProviderFramework(provider: cr.Provider, job: lambda.IFunction): void {
  const jobLogicalId = Stack.of(provider).getLogicalId(job.node.defaultChild as lambda.CfnFunction);
  Validations.of(provider).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason: 'Custom-resource Provider framework: CDK creates its onEvent function with the basic execution role (logs only).',
  });
  Validations.of(provider).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${jobLogicalId}.Arn>:*]`,
    reason: 'Custom-resource Provider framework: may invoke any version of the seed job and nothing else.',
  });
}
