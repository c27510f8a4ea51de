import { createHash } from 'node:crypto';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as iam from 'aws-cdk-lib/aws-iam';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@sunward/shared/catalogue/packages';
import { timeBudget } from '@sunward/functions/settings/time-budget';
import { ORIGIN_VERIFY_HEADER } from '@sunward/shared/edge-origin';
import { routePolicies } from '@sunward/shared/route-policies';
import { routeList } from '@sunward/shared/routes';
import { tableLayout } from '@sunward/shared/table';
import { Mail } from '../lib/mail';
import { securityHeaders } from '../lib/security-headers';
import { arrayAt, at, resourcesOf, stringAt, templateLookups, type CfnResource } from './support/cfn';
import { defaultTourStack, tourStack } from './support/tour-app';

const { template } = defaultTourStack();
const resources = resourcesOf(template);

const { ofType, functionNamed, statementsOf } = templateLookups(resources);

function onlyOfType(type: string): [string, CfnResource] {
  const found = ofType(type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
}

const functions = ofType('AWS::Lambda::Function');

/** The one generated secret whose description says what it is for. */
function secretDescribed(purpose: string): [string, CfnResource] {
  const matching = ofType('AWS::SecretsManager::Secret').filter(([, secret]) => String(at(secret, 'Properties.Description')).includes(purpose));
  expect(matching, purpose).toHaveLength(1);
  return matching[0]!;
}

function serviceName(fn: CfnResource): unknown {
  return at(fn, 'Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME');
}

/** Every IAM action granted to a function's role, across all policies attached to it. */
function actionsOf(functionName: string): string[] {
  return statementsOf(functionName).flatMap((statement) => [at(statement, 'Action')].flat().map(String));
}

const writeActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

describe('functions', () => {
  it('has exactly one function per route, plus the seed, hold-expiry and mail jobs, the provider framework and the web upload', () => {
    const handlerFunctions = functions.filter(([, fn]) => routeList.some((route) => route.handler === serviceName(fn)));
    expect(handlerFunctions).toHaveLength(routeList.length);
    for (const route of routeList) functionNamed(route.handler);
    functionNamed('seed-catalogue');
    functionNamed('expire-holds');
    functionNamed('mail-worker');
    expect(functions.filter(([id]) => id.startsWith('CatalogueSeedProviderframeworkonEvent'))).toHaveLength(1);
    expect(functions.filter(([id]) => id.startsWith('CustomCDKBucketDeployment'))).toHaveLength(1);
    expect(functions).toHaveLength(routeList.length + 5);
  });

  it.each(routeList.map((route) => [route.handler, route] as const))('%s runs as configured', (handler, route) => {
    expect(functionNamed(handler).Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      Timeout: timeBudget.functionTimeoutSeconds,
      Handler: 'index.handler',
      Description: `${route.method} ${route.path}`,
      Environment: {
        Variables: {
          TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) },
          POWERTOOLS_SERVICE_NAME: handler,
          POWERTOOLS_LOG_LEVEL: 'INFO',
        },
      },
    });
    // Node would parse each bundle's source map at every cold start (decision 012).
    expect(at(functionNamed(handler), 'Properties.Environment.Variables.NODE_OPTIONS')).toBeUndefined();
  });

  it('sends every function to its own log group kept for one month', () => {
    const logGroups = new Map(ofType('AWS::Logs::LogGroup'));
    const used = functions.map(([id, fn]) => {
      const logGroupId = stringAt(fn, 'Properties.LoggingConfig.LogGroup.Ref');
      expect(at(logGroups.get(logGroupId), 'Properties.RetentionInDays'), `${id} retention`).toBe(30);
      return logGroupId;
    });
    expect(new Set(used).size).toBe(functions.length);
    for (const [id, logGroup] of logGroups) expect(at(logGroup, 'Properties.RetentionInDays'), id).toBe(30);
  });
});

describe('permissions', () => {
  it.each(['list-packages', 'get-package'])('%s may read the table but not write it', (handler) => {
    const actions = actionsOf(handler);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query']));
    expect(actions.filter((action) => writeActions.includes(action) || action.includes('*'))).toEqual([]);
  });

  it('lets get-current-user write nothing but the session item: its last call, or its end (decision 036)', () => {
    const written = statementsOf('get-current-user').filter((statement) => [at(statement, 'Action')].flat().some((action) => writeActions.includes(String(action))));
    expect(written.length).toBeGreaterThan(0);
    for (const statement of written) expect(at(statement, 'Condition.ForAllValues:StringLike.dynamodb:LeadingKeys')).toEqual(['SESSION#*']);
  });

  it.each(['admin-logout', 'customer-logout'])('%s may delete the session item', (handler) => {
    expect(actionsOf(handler)).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:DeleteItem']));
  });

  it('lets the seed job write packages but not read or scan the table', () => {
    const actions = actionsOf('seed-catalogue');
    expect(actions).toContain('dynamodb:UpdateItem');
    expect(actions.filter((action) => ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Scan'].includes(action))).toEqual(
      [],
    );
  });

  it('grants Cognito, Stripe keys and the code secret only to the routes that need them, no mail and no wildcard actions', () => {
    for (const route of routeList) {
      const { grants } = routePolicies[route.name];
      const expected = [
        ...(grants.includes('adminSignIn') ? ['cognito-idp:AdminInitiateAuth', 'cognito-idp:AdminRespondToAuthChallenge'] : []),
        ...(grants.includes('adminAccount') ? ['cognito-idp:AdminGetUser'] : []),
        ...(grants.includes('payments') ? ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'] : []),
        ...(grants.includes('oneTimeCodeSecret') ? ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'] : []),
      ];
      const granted = actionsOf(route.handler).filter((action) => /^(ses|cognito-idp|secretsmanager):|\*/.test(action));
      expect(granted.sort(), route.handler).toEqual(expected.sort());
    }
  });

  it('generates the code secret and lets only request-otp and verify-otp read it, by its name', () => {
    const [secretId, secret] = secretDescribed('one-time codes');
    expect(at(secret, 'Properties.GenerateSecretString')).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
    const secretRef = `{"Ref":"${secretId}"}`;
    const readers = routeList
      .map((route) => route.handler)
      .filter((handler) => JSON.stringify(statementsOf(handler)).includes(secretRef));
    expect(readers.sort()).toEqual(['request-otp', 'verify-otp']);
    for (const handler of readers) {
      expect(JSON.stringify(at(functionNamed(handler), 'Properties.Environment.Variables.ONE_TIME_CODE_SECRET_NAME')), handler).toContain(
        secretRef,
      );
    }
  });

  it('gives the site origin to every route (links in mails, the same-origin check) and to the expiry job that may record a deposit', () => {
    const given = functions.filter(([, fn]) => at(fn, 'Properties.Environment.Variables.SITE_URL') !== undefined);
    expect(given.map(([, fn]) => String(serviceName(fn))).sort()).toEqual(
      [...routeList.map((route) => route.handler), 'expire-holds'].sort(),
    );
    expect(JSON.stringify(at(given[0]?.[1], 'Properties.Environment.Variables.SITE_URL'))).toContain('DomainName');
  });

  it('has CloudFront send the API a generated secret header that every route, and only a route, is given', () => {
    const [secretId] = secretDescribed('CloudFront adds to API requests');
    const resolvesSecret = (value: unknown) => {
      const text = JSON.stringify(value) ?? '';
      return text.includes('{{resolve:secretsmanager:') && text.includes(`{"Ref":"${secretId}"}`);
    };

    const withSecret = functions.filter(([, fn]) => resolvesSecret(at(fn, 'Properties.Environment.Variables.ORIGIN_VERIFY_SECRET')));
    expect(withSecret.map(([, fn]) => String(serviceName(fn))).sort()).toEqual(routeList.map((route) => route.handler).sort());

    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const origins = at(distribution, 'Properties.DistributionConfig.Origins') as { CustomOriginConfig?: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    const apiOrigin = origins.find((origin) => origin.CustomOriginConfig !== undefined);
    const header = apiOrigin?.OriginCustomHeaders?.find((one) => one.HeaderName === ORIGIN_VERIFY_HEADER);
    expect(header && resolvesSecret(header.HeaderValue)).toBe(true);
  });

  it('limits the mail grant to ses:SendEmail on the sender identity', () => {
    const stack = new Stack();
    const mail = new Mail(stack, 'Mail', { senderEmail: 'bookings@example.com', agencyEmail: 'hello@example.com' });
    mail.grantSend(new iam.Role(stack, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') }));
    const mailTemplate = Template.fromStack(stack);
    const identityId = Object.keys(mailTemplate.findResources('AWS::SES::EmailIdentity'))[0];
    const statements = Object.values(mailTemplate.findResources('AWS::IAM::Policy')).flatMap((policy) =>
      arrayAt(policy, 'Properties.PolicyDocument.Statement'),
    );
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({ Action: 'ses:SendEmail', Effect: 'Allow' });
    expect(JSON.stringify(at(statements[0], 'Resource'))).toContain(`":identity/",{"Ref":"${identityId}"}`);
    mailTemplate.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'bookings@example.com' });
  });
});

describe('api', () => {
  const routes = ofType('AWS::ApiGatewayV2::Route');
  const integrations = new Map(ofType('AWS::ApiGatewayV2::Integration'));

  it('has one route per route-table entry, each wired to its own handler', () => {
    expect(routes.map(([, route]) => at(route, 'Properties.RouteKey')).sort()).toEqual(
      routeList.map((route) => `${route.method} ${route.path}`).sort(),
    );
    for (const entry of routeList) {
      const route = routes.find(([, r]) => at(r, 'Properties.RouteKey') === `${entry.method} ${entry.path}`)?.[1];
      const integrationId = stringAt(route, 'Properties.Target.Fn::Join.1.1.Ref');
      const functionId = stringAt(integrations.get(integrationId), 'Properties.IntegrationUri.Fn::GetAtt.0');
      expect(serviceName(resources[functionId]!), entry.name).toBe(entry.handler);
    }
  });

  it('throttles the default stage and writes JSON access logs', () => {
    const [, stage] = onlyOfType('AWS::ApiGatewayV2::Stage');
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [expect.stringMatching(/^ApiAccessLogs/), 'Arn'] } },
    });
    expect(JSON.parse(stringAt(stage, 'Properties.AccessLogSettings.Format'))).toMatchObject({
      requestId: '$context.requestId',
      routeKey: '$context.routeKey',
      status: '$context.status',
    });
  });
});

describe('data table', () => {
  const [, table] = onlyOfType('AWS::DynamoDB::Table');
  const indexes = Object.values(tableLayout.indexes);

  it('is built from tableLayout', () => {
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: tableLayout.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableLayout.sortKey, KeyType: 'RANGE' },
    ]);
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(
      indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    const keyNames = [tableLayout.partitionKey, tableLayout.sortKey, ...indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
    expect(arrayAt(table, 'Properties.AttributeDefinitions')).toEqual(
      expect.arrayContaining(keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
    );
    expect(arrayAt(table, 'Properties.AttributeDefinitions')).toHaveLength(keyNames.length);
    expect(table.Properties.TimeToLiveSpecification).toEqual({ AttributeName: tableLayout.ttlAttribute, Enabled: true });
  });

  it('is on demand, recoverable, encrypted with the AWS-managed key and retained', () => {
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
      DeletionProtectionEnabled: true,
    });
    expect(at(table, 'Properties.SSESpecification.KMSMasterKeyId')).toBeUndefined();
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
  });
});

describe('admin sign-in', () => {
  it('allows no self sign-up or self-service recovery and enforces a strong password', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        Policies: {
          PasswordPolicy: {
            MinimumLength: 12,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
            TemporaryPasswordValidityDays: 3,
          },
        },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
        UsernameConfiguration: { CaseSensitive: false },
      }),
    });
  });

  it('requires a second factor of every user: an authenticator app’s code, never SMS or e-mail (decision 036)', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { MfaConfiguration: 'ON', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
  });

  it('has one server-side client: only the admin password flow, no secret, no OAuth', () => {
    const [, client] = onlyOfType('AWS::Cognito::UserPoolClient');
    expect(arrayAt(client, 'Properties.ExplicitAuthFlows').sort()).toEqual(['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
    expect(client.Properties.GenerateSecret).toBe(false);
    expect(client.Properties.AllowedOAuthFlows).toBeUndefined();
    expect(client.Properties.AllowedOAuthFlowsUserPoolClient).toBe(false);
  });
});

describe('hold expiry', () => {
  it('runs the expiry job every minute', () => {
    const [, rule] = onlyOfType('AWS::Events::Rule');
    expect(rule.Properties).toMatchObject({ ScheduleExpression: 'rate(1 minute)', State: 'ENABLED' });
    const jobId = functions.find(([, fn]) => serviceName(fn) === 'expire-holds')?.[0];
    expect(jobId).toBeDefined();
    expect(arrayAt(rule, 'Properties.Targets')).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [jobId, 'Arn'] } })]);
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [jobId, 'Arn'] },
    });
  });

  it('lets the expiry job read and write the table and read the Stripe keys, and nothing else (its mails go to the outbox)', () => {
    const actions = actionsOf('expire-holds');
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']),
    );
    // It cancels open deposit PaymentIntents and records a deposit found paid (receipt and agency notice).
    expect(actions.filter((action) => /^(ses|cognito-idp|secretsmanager):|\*/.test(action)).sort()).toEqual(
      ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'].sort(),
    );
    const variables = at(functionNamed('expire-holds'), 'Properties.Environment.Variables');
    expect(at(variables, 'STRIPE_SECRET_NAME')).toBeDefined();
  });
});

describe('mail outbox', () => {
  it('streams the table\'s new images, and lets only pending mails invoke the worker', () => {
    const [tableId, table] = onlyOfType('AWS::DynamoDB::Table');
    expect(at(table, 'Properties.StreamSpecification')).toEqual({ StreamViewType: 'NEW_IMAGE' });
    const [, mapping] = onlyOfType('AWS::Lambda::EventSourceMapping');
    const workerId = functions.find(([, fn]) => serviceName(fn) === 'mail-worker')?.[0];
    expect(at(mapping, 'Properties.FunctionName')).toEqual({ Ref: workerId });
    expect(at(mapping, 'Properties.EventSourceArn')).toEqual({ 'Fn::GetAtt': [tableId, 'StreamArn'] });
    const patterns = arrayAt(mapping, 'Properties.FilterCriteria.Filters').map((filter) => JSON.parse(stringAt(filter, 'Pattern')) as unknown);
    expect(patterns).toEqual([{ dynamodb: { NewImage: { pk: { S: [{ prefix: 'MAIL#' }] }, status: { S: ['pending'] } } } }]);
  });

  it('retries a failing record, reports single failures, and sends what still fails to an encrypted dead-letter queue', () => {
    const [, mapping] = onlyOfType('AWS::Lambda::EventSourceMapping');
    expect(mapping.Properties).toMatchObject({
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 3,
      StartingPosition: 'TRIM_HORIZON',
    });
    const [queueId, queue] = onlyOfType('AWS::SQS::Queue');
    expect(at(queue, 'Properties.SqsManagedSseEnabled')).toBe(true);
    expect(at(mapping, 'Properties.DestinationConfig.OnFailure.Destination')).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
  });

  it('makes the worker the one function that may send mail, from the sender, with time to wait out its retries', () => {
    const ours = functions.filter(([, fn]) => serviceName(fn) !== undefined);
    const senders = ours.filter(([, fn]) => actionsOf(String(serviceName(fn))).includes('ses:SendEmail'));
    expect(senders.map(([, fn]) => serviceName(fn))).toEqual(['mail-worker']);
    const worker = functionNamed('mail-worker');
    expect(at(worker, 'Properties.Environment.Variables.SENDER_EMAIL')).toBeDefined();
    expect(at(worker, 'Properties.Environment.Variables.AGENCY_EMAIL')).toBeUndefined();
    expect(at(worker, 'Properties.Timeout')).toBe(timeBudget.mailWorkerTimeoutSeconds);
  });

  it('gives the agency\'s address to the functions that write its notices, and no sender', () => {
    for (const route of routeList) {
      const variables = at(functionNamed(route.handler), 'Properties.Environment.Variables');
      expect(at(variables, 'AGENCY_EMAIL') !== undefined, route.handler).toBe(routePolicies[route.name].grants.includes('agencyNotices'));
      expect(at(variables, 'SENDER_EMAIL'), route.handler).toBeUndefined();
    }
  });
});

describe('catalogue seed', () => {
  it('reruns when the catalogue changes', () => {
    template.hasResourceProperties('Custom::CatalogueSeed', {
      ServiceToken: { 'Fn::GetAtt': [Match.stringLikeRegexp('^CatalogueSeedProviderframeworkonEvent'), 'Arn'] },
      catalogueHash: createHash('sha256').update(JSON.stringify(catalogue)).digest('hex'),
    });
  });
});

describe('site', () => {
  const [, distribution] = onlyOfType('AWS::CloudFront::Distribution');
  const config = at(distribution, 'Properties.DistributionConfig');
  const origins = arrayAt(config, 'Origins');
  const [policyId, headersPolicy] = onlyOfType('AWS::CloudFront::ResponseHeadersPolicy');

  it('sends /api/* to the HTTP API uncached, with every method, the viewer headers and the viewer address', () => {
    const behaviours = arrayAt(config, 'CacheBehaviors');
    // The catalogue reads come first (infra/test/catalogue-cache.test.ts), then everything else under /api.
    expect(behaviours.map((behaviour) => at(behaviour, 'PathPattern'))).toEqual(['/api/packages', '/api/packages/*', '/api/config', '/api/*']);
    const api = behaviours.at(-1);
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
      ResponseHeadersPolicyId: { Ref: policyId },
    });
    const origin = origins.find((o) => at(o, 'Id') === at(api, 'TargetOriginId'));
    expect(at(origin, 'CustomOriginConfig')).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    expect(JSON.stringify(at(origin, 'DomainName'))).toContain('"Fn::GetAtt":["ApiHttpApi');
  });

  it('serves the bucket through origin access control with the app-shell rewrite and no error pages', () => {
    expect(config).toMatchObject({
      DefaultRootObject: 'index.html',
      DefaultCacheBehavior: {
        ViewerProtocolPolicy: 'redirect-to-https',
        ResponseHeadersPolicyId: { Ref: policyId },
        FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
      },
    });
    // Error statuses are only kept from caching; no error page replaces an answer.
    for (const errorResponse of arrayAt(config, 'CustomErrorResponses')) {
      expect(Object.keys(errorResponse as object).sort()).toEqual(['ErrorCachingMinTTL', 'ErrorCode']);
    }
    const origin = origins.find((o) => at(o, 'Id') === at(config, 'DefaultCacheBehavior.TargetOriginId'));
    expect(at(origin, 'OriginAccessControlId')).toBeDefined();
  });

  it('rewrites extensionless paths to /index.html and leaves files alone', () => {
    const [, fn] = onlyOfType('AWS::CloudFront::Function');
    const handler = new Function(`${stringAt(fn, 'Properties.FunctionCode')}; return handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/trips/belize')).toBe('/index.html');
    expect(rewrite('/my/bookings/')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/images/trips/belize.svg')).toBe('/images/trips/belize.svg');
  });

  it('sends the security headers from security-headers.ts', () => {
    expect(at(headersPolicy, 'Properties.ResponseHeadersPolicyConfig')).toMatchObject({
      SecurityHeadersConfig: {
        ContentSecurityPolicy: { ContentSecurityPolicy: securityHeaders.contentSecurityPolicy, Override: true },
        StrictTransportSecurity: {
          AccessControlMaxAgeSec: securityHeaders.strictTransportSecurity.maxAgeSeconds,
          IncludeSubdomains: true,
          Preload: true,
          Override: true,
        },
        ContentTypeOptions: { Override: true },
        FrameOptions: { FrameOption: 'DENY', Override: true },
        ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      },
      CustomHeadersConfig: {
        Items: [{ Header: 'Permissions-Policy', Value: securityHeaders.permissionsPolicy, Override: true }],
      },
    });
  });

  it('keeps both buckets private, TLS-only and encrypted, and logs the site bucket', () => {
    const buckets = ofType('AWS::S3::Bucket');
    expect(buckets).toHaveLength(2);
    for (const [id, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(
        at(bucket, 'Properties.BucketEncryption.ServerSideEncryptionConfiguration.0.ServerSideEncryptionByDefault'),
        id,
      ).toEqual({ SSEAlgorithm: 'AES256' });
    }
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: { Ref: Match.stringLikeRegexp('^SiteLogBucket') } },
    });
    const policies = ofType('AWS::S3::BucketPolicy');
    expect(policies).toHaveLength(2);
    for (const [id, policy] of policies) {
      expect(arrayAt(policy, 'Properties.PolicyDocument.Statement'), id).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      );
    }
  });

  it('uploads the pages, revalidated on every visit, and invalidates the distribution', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: { Ref: Match.stringLikeRegexp('^SiteBucket') },
      DistributionId: { Ref: Match.stringLikeRegexp('^SiteDistribution') },
      DistributionPaths: ['/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      Prune: false,
    });
  });

  it('uploads fingerprinted assets first, cached for a year', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      Prune: false,
    });
    const deployments = template.findResources('Custom::CDKBucketDeployment');
    const pages = Object.values(deployments).find((resource) => resource.Properties?.DistributionPaths);
    const assetsId = Object.entries(deployments).find(([, resource]) => resource.Properties?.DestinationBucketKeyPrefix)?.[0];
    expect(JSON.stringify(pages?.DependsOn ?? [])).toContain(assetsId ?? 'missing');
  });

  it('uses the default CloudFront certificate when no domain is configured', () => {
    expect(at(config, 'Aliases')).toBeUndefined();
    expect(at(config, 'ViewerCertificate')).toBeUndefined();
  });
});

describe('custom domain', () => {
  it('serves the domain with its certificate and TLS 1.2 (2021) at least', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/abc';
    const withDomain = Template.fromStack(tourStack({ domainName: 'www.sunward.example', certificateArn }));
    withDomain.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['www.sunward.example'],
        ViewerCertificate: {
          AcmCertificateArn: certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
    withDomain.hasOutput('SiteUrl', { Value: 'https://www.sunward.example' });
  });
});

describe('outputs', () => {
  it('prints the site and API URLs, pool, client and table', () => {
    for (const name of ['SiteUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'TableName']) template.hasOutput(name, {});
  });
});
