import { fileURLToPath } from 'node:url';
import { Duration, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { timeBudget } from '@sunward/functions/settings/time-budget';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The AWS SDK's credential providers for profiles, SSO, processes, web identity and instance or
 * container metadata. The SDK imports them lazily, only when no credentials are in the
 * environment, which never happens in Lambda; left out of the bundle, they would resolve from
 * the runtime's own SDK if ever asked for (decision 012).
 */
const lazyCredentialProviders = [
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@smithy/credential-provider-imds',
];

/** The newest Node.js runtime this aws-cdk-lib knows, which is what cdk-nag's L1 rule asks for. */
export const nodeRuntime = lambda.Runtime.NODEJS_24_X;

export interface NodeFunctionProps {
  /** Absolute path of the TypeScript module exporting `handler`. */
  readonly entry: string;
  /** Powertools service name: the handler or job name, so every log line says which one. */
  readonly serviceName: string;
  readonly description: string;
  readonly environment?: Record<string, string>;
  /** Defaults to the routes' time budget; a job that answers no caller may take longer. */
  readonly timeoutSeconds?: number;
}

/**
 * One Lambda function as all of ours are built: Node.js ESM bundled by the local esbuild, arm64,
 * source maps on, X-Ray active tracing, its own log group with one-month retention and its own
 * role that may write only to that log group (and send its traces). Callers add the grants the
 * code needs.
 */
export class NodeFunction extends Construct {
  readonly function: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    super(scope, id);

    this.logGroup = new logs.LogGroup(this, 'Logs', { retention: logs.RetentionDays.ONE_MONTH });

    // Our own role instead of AWSLambdaBasicExecutionRole, whose logs:* on every log group is
    // wider than one function needs.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.serviceName}`,
    });
    this.logGroup.grantWrite(this.role);

    this.function = new nodejs.NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: nodeRuntime,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(props.timeoutSeconds ?? timeBudget.functionTimeoutSeconds),
      role: this.role,
      logGroup: this.logGroup,
      // X-Ray active tracing: Lambda records each invocation's init, run and overhead (decision 020).
      tracing: lambda.Tracing.ACTIVE,
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}package-lock.json`,
      environment: {
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        ...props.environment,
      },
      bundling: {
        format: nodejs.OutputFormat.ESM,
        target: 'node24',
        mainFields: ['module', 'main'],
        // Some dependencies still call require(); give the ESM bundle one.
        banner:
          "import { createRequire as topLevelCreateRequire } from 'node:module'; const require = topLevelCreateRequire(import.meta.url);",
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        // Ship the AWS SDK clients the handler tests ran against, not the runtime's copy (decision 012).
        externalModules: lazyCredentialProviders,
      },
    });
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Active X-Ray tracing: CDK grants xray:PutTraceSegments and xray:PutTelemetryRecords, which have no resource-level permissions (they only accept *).',
    });
  }
}
