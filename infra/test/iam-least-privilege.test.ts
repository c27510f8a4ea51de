import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { type FunctionPolicy, type Grant, jobPolicies, routePolicies, writeActionsOf } from '@sunward/shared/route-policies';
import { routeList } from '@sunward/shared/routes';
import { itemTypes } from '@sunward/shared/table';
import { stripeSecretName } from '../lib/payments';
import { arrayAt, at, type CfnResource, resourcesOf, stringAt, templateLookups } from './support/cfn';
import { tourStack } from './support/tour-app';

const resources = resourcesOf(Template.fromStack(tourStack()));
const { ofType, functionNamed, statementsOf } = templateLookups(resources);

/** Every function of ours with its declaration: one per route, one per job. */
const declared: Array<[string, FunctionPolicy]> = [
  ...routeList.map((route): [string, FunctionPolicy] => [route.handler, routePolicies[route.name]]),
  ...Object.entries(jobPolicies),
];

function actionsIn(statement: unknown): string[] {
  return [at(statement, 'Action') ?? []].flat().map(String);
}

/** Every statement in the template: policies, roles' inline policies and managed policies. */
function allStatements(): Array<[string, unknown]> {
  const documents: Array<[string, unknown]> = [
    ...ofType('AWS::IAM::Policy').map(([id, policy]): [string, unknown] => [id, at(policy, 'Properties.PolicyDocument')]),
    ...ofType('AWS::IAM::ManagedPolicy').map(([id, policy]): [string, unknown] => [id, at(policy, 'Properties.PolicyDocument')]),
    ...ofType('AWS::IAM::Role').flatMap(([id, role]) =>
      [at(role, 'Properties.Policies') ?? []].flat().map((policy): [string, unknown] => [id, at(policy, 'PolicyDocument')]),
    ),
  ];
  return documents.flatMap(([id, document]) => arrayAt(document, 'Statement').map((statement): [string, unknown] => [id, statement]));
}

/*
 * A grant is compared as facts, one per action and resource (and, on the table, per kind of item):
 * `dynamodb:GetItem table BOOKING#*`, `dynamodb:Query index byType`,
 * `secretsmanager:GetSecretValue Stripe keys`. CDK may merge statements; the facts stay the same.
 */

function resourceOf(id: string): CfnResource | undefined {
  return resources[id];
}

/** What a statement's resource is, in words; anything unforeseen names itself, and so matches no declaration. */
function resourceLabel(resource: unknown, logGroupId: string): string {
  if (resource === '*') return '*';
  const text = JSON.stringify(resource);
  const getAtt = at(resource, 'Fn::GetAtt') as [string, string] | undefined;
  const ref = at(resource, 'Ref') as string | undefined;
  if (getAtt) {
    const [id, attribute] = getAtt;
    const type = resourceOf(id)?.Type;
    if (id === logGroupId && attribute === 'Arn') return 'own log group';
    if (type === 'AWS::DynamoDB::Table') return attribute === 'Arn' ? 'table' : attribute === 'StreamArn' ? 'table stream' : text;
    if (type === 'AWS::Cognito::UserPool' && attribute === 'Arn') return 'admin user pool';
    if (type === 'AWS::SQS::Queue' && attribute === 'Arn' && id.startsWith('MailOutboxDeadLetters')) return 'stream dead-letter queue';
    return text;
  }
  if (ref && resourceOf(ref)?.Type === 'AWS::SecretsManager::Secret') {
    return String(at(resourceOf(ref), 'Properties.Description')).includes('one-time codes') ? 'one-time code secret' : text;
  }
  const parts = at(resource, 'Fn::Join.1');
  if (Array.isArray(parts)) {
    const table = parts.length === 2 && resourceOf(String(at(parts[0], 'Fn::GetAtt.0')))?.Type === 'AWS::DynamoDB::Table';
    const index = table ? /^\/index\/([^/*]+)$/.exec(String(parts[1])) : null;
    if (index) return `index ${index[1]}`;
    if (text.endsWith(`":secret:${stripeSecretName}-??????"]]}`)) return 'Stripe keys';
    const identity = parts.at(-1);
    if (parts.at(-2) === ':identity/' && resourceOf(String(at(identity, 'Ref')))?.Type === 'AWS::SES::EmailIdentity') return 'sender identity';
  }
  return text;
}

/** The facts of every statement a function's role is given. */
function grantedFacts(fn: string): string[] {
  const logGroupId = stringAt(functionNamed(fn), 'Properties.LoggingConfig.LogGroup.Ref');
  return statementsOf(fn).flatMap((statement) => {
    const unusual = ['NotAction', 'NotResource', 'Principal', 'NotPrincipal'].filter((key) => at(statement, key) !== undefined);
    if (at(statement, 'Effect') !== 'Allow' || unusual.length > 0) return [`unexpected statement ${JSON.stringify(statement)}`];
    const condition = at(statement, 'Condition');
    const leadingKeys = at(condition, 'ForAllValues:StringLike.dynamodb:LeadingKeys');
    const conditionWords =
      condition === undefined
        ? ['']
        : Object.keys(condition as object).length === 1 && Object.keys(at(condition, 'ForAllValues:StringLike') as object).length === 1
          ? [leadingKeys].flat().map((key) => ` ${String(key)}`)
          : [` if ${JSON.stringify(condition)}`];
    return actionsIn(statement).flatMap((action) =>
      [at(statement, 'Resource')].flat().flatMap((resource) => {
        const label = resourceLabel(resource, logGroupId);
        // A table grant without its kinds would reach every item.
        return conditionWords.map((words) => `${action} ${label}${words === '' && label === 'table' ? ' (every item)' : words}`);
      }),
    );
  });
}

/** What each grant of a policy gives, in the same words. */
const grantFacts: Record<Grant, string[]> = {
  payments: ['secretsmanager:DescribeSecret Stripe keys', 'secretsmanager:GetSecretValue Stripe keys'],
  publishableKey: [],
  otpSecret: ['secretsmanager:DescribeSecret one-time code secret', 'secretsmanager:GetSecretValue one-time code secret'],
  adminSignIn: ['cognito-idp:AdminInitiateAuth admin user pool', 'cognito-idp:AdminRespondToAuthChallenge admin user pool'],
  agencyNotices: [],
  sendMail: ['ses:SendEmail sender identity'],
  tableStream: [
    'dynamodb:DescribeStream table stream',
    'dynamodb:GetRecords table stream',
    'dynamodb:GetShardIterator table stream',
    // ListStreams names no stream: IAM cannot scope it to one resource.
    'dynamodb:ListStreams *',
    'sqs:GetQueueAttributes stream dead-letter queue',
    'sqs:GetQueueUrl stream dead-letter queue',
    'sqs:SendMessage stream dead-letter queue',
  ],
};

/** Every function may write its own logs and send its traces (`node-function.ts`). */
const everyFunction = ['logs:CreateLogStream own log group', 'logs:PutLogEvents own log group', 'xray:PutTelemetryRecords *', 'xray:PutTraceSegments *'];

function declaredFacts(policy: FunctionPolicy): string[] {
  return [
    ...everyFunction,
    ...policy.reads.flatMap((kind) => ['BatchGetItem', 'GetItem', 'Query'].map((action) => `dynamodb:${action} table ${kind}#*`)),
    ...policy.writes.flatMap((kind) => writeActionsOf(policy).map((action) => `dynamodb:${action} table ${kind}#*`)),
    ...policy.indexes.map((index) => `dynamodb:Query index ${index}`),
    ...policy.grants.flatMap((grant) => grantFacts[grant]),
  ];
}

const sortedSet = (facts: string[]) => [...new Set(facts)].sort();

describe('each function is granted exactly what its policy declares (shared/src/route-policies.ts)', () => {
  it('has a declaration for every function of ours, and a function for every declaration', () => {
    const ours = ofType('AWS::Lambda::Function')
      .map(([, fn]) => at(fn, 'Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME'))
      .filter((name) => name !== undefined);
    expect(ours.map(String).sort()).toEqual(declared.map(([fn]) => fn).sort());
    expect(Object.keys(routePolicies).sort()).toEqual(routeList.map((route) => route.name).sort());
  });

  it.each(declared)('%s is granted nothing beyond its declaration, and all of it', (fn, policy) => {
    const granted = sortedSet(grantedFacts(fn));
    const allowed = sortedSet(declaredFacts(policy));
    expect(granted.filter((fact) => !allowed.includes(fact)), 'granted beyond the declaration').toEqual([]);
    expect(allowed.filter((fact) => !granted.includes(fact)), 'declared but not granted').toEqual([]);
  });

  it.each(declared)('%s has no managed or inline policy on its role', (fn) => {
    const roleId = stringAt(functionNamed(fn), 'Properties.Role.Fn::GetAtt.0');
    expect(at(resources[roleId], 'Properties.ManagedPolicyArns')).toBeUndefined();
    expect(at(resources[roleId], 'Properties.Policies')).toBeUndefined();
  });

  it('tells a grant beyond a declaration from one within it', () => {
    const policy: FunctionPolicy = { reads: [itemTypes.booking], writes: [], indexes: ['byType'], grants: [] };
    expect(declaredFacts(policy)).toContain('dynamodb:GetItem table BOOKING#*');
    expect(declaredFacts(policy)).not.toContain('dynamodb:GetItem table SESSION#*');
    expect(declaredFacts(policy)).not.toContain('dynamodb:PutItem table BOOKING#*');
    expect(declaredFacts(policy)).not.toContain('dynamodb:Query index byEmail');
    // The facts of a real function, against a declaration narrower than its own.
  adminAccount: ['cognito-idp:AdminGetUser admin user pool'],
    expect(grantedFacts('create-booking').filter((fact) => !declaredFacts(policy).includes(fact))).toContain('dynamodb:Query index byEmail');
  });
});

describe('the declarations agree with the route table', () => {
  it.each(routeList.map((route) => [route.handler, route] as const))(
    '%s reads sessions exactly when its access makes it check one',
    (_, route) => {
      const checksSession = route.access !== 'public' || route.readsSession === true;
      expect(routePolicies[route.name].reads.includes(itemTypes.session)).toBe(checksSession);
    },
  );
});

describe('IAM least privilege, everywhere in the template', () => {
  it('grants no Scan, no dynamodb:* and no wildcard action anywhere', () => {
    const statements = allStatements();
    expect(statements.length).toBeGreaterThan(0);
    for (const [id, statement] of statements) {
      expect(at(statement, 'NotAction'), id).toBeUndefined();
      for (const action of actionsIn(statement)) {
        expect(action, id).not.toBe('*');
        expect(action, id).not.toMatch(/^[a-z0-9-]+:\*$/);
        if (action.startsWith('dynamodb:')) expect(action, id).not.toMatch(/Scan|\*/);
      }
    }
  });

  it('keeps the table actions on the table, its indexes and its stream', () => {
    for (const [id, statement] of allStatements()) {
      // ListStreams names no stream: IAM cannot scope it to one resource.
      if (!actionsIn(statement).some((action) => action.startsWith('dynamodb:') && action !== 'dynamodb:ListStreams')) continue;
      for (const resource of [at(statement, 'Resource')].flat()) {
        expect(resource, id).not.toBe('*');
        expect(JSON.stringify(resource), id).toMatch(/DataTable/);
      }
    }
  });

  it('gives GET /api/config the publishable key as a variable, and no access to the Stripe secret', () => {
    const actions = statementsOf('get-runtime-config').flatMap(actionsIn);
    expect(actions.filter((action) => action.startsWith('secretsmanager:'))).toEqual([]);
    const variables = at(functionNamed('get-runtime-config'), 'Properties.Environment.Variables');
    expect(at(variables, 'STRIPE_PUBLISHABLE_KEY')).toMatch(/^pk_(test|live)_/);
    expect(at(variables, 'STRIPE_SECRET_NAME')).toBeUndefined();
  });
});
