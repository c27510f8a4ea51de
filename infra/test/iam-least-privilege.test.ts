import { describe, expect, it } from 'vitest';
import { type FunctionPolicy, type Grant, jobPolicies, routePolicies, writeActionsOf } from '@sunward/shared/route-policies';
import { routeList } from '@sunward/shared/routes';
import {
  adminSessionTypeKey,
  bookingEmailKey,
  bookingTypeKey,
  deadMailTypeKey,
  departureTypeKey,
  holdTypeKey,
  type IndexedKind,
  type IndexName,
  inquiryTypeKey,
  itemTypes,
  mailEmailKey,
  packageTypeKey,
  subscriberTypeKey,
  timedWorkTypeKey,
} from '@sunward/shared/table';
import { stripeSecretName } from '../lib/payments';
import { arrayAt, at, type CfnResource, resourcesOf, stringAt, templateLookups } from './support/cfn';
import { defaultTourStack } from './support/tour-app';

const resources = resourcesOf(defaultTourStack().template);
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
    if (type === 'AWS::KMS::Key' && attribute === 'Arn' && id.startsWith('OneTimeCodesCodeKey')) return 'code key';
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

/**
 * A partition key a Query names for each kind of each index, as the store builds it: what IAM's
 * `dynamodb:LeadingKeys` sees. Typed by the layout's kinds, so a kind added to an index needs one.
 */
const sampleLeadingKeys: { [Name in IndexName]: Record<IndexedKind<Name>, string> } = {
  byType: {
    PACKAGE: packageTypeKey(1).typePk,
    DEPARTURE: departureTypeKey('2027-05-01', 'morocco', 'may').typePk,
    INQUIRY: inquiryTypeKey('2026-11-26T08:00:00.000Z', 'inquiry-1').typePk,
    SUBSCRIBER: subscriberTypeKey('2026-11-26T08:00:00.000Z', 'ana@example.com').typePk,
    BOOKING: bookingTypeKey('2026-11-26T08:00:00.000Z', 'booking-1').typePk,
    HOLD: holdTypeKey('2026-11-26T08:15:00.000Z', 'booking-1').typePk,
    MAIL_DEAD: deadMailTypeKey('2026-11-26T08:00:00.000Z', 'mail-1').typePk,
    SESSION: adminSessionTypeKey('ana', 'hash-1').typePk,
    DUE: timedWorkTypeKey('2026-11-26T14:00:00.000Z', 'balance-reminder', 'booking-1').typePk,
  },
  byEmail: {
    BOOKING: bookingEmailKey('ana@example.com', '2026-11-26T08:00:00.000Z', 'booking-1').emailPk,
    MAIL: mailEmailKey('ana@example.com', '2026-11-26T08:00:00.000Z', 'mail-1').emailPk,
  },
};

const isIndexName = (name: string): name is IndexName => Object.hasOwn(sampleLeadingKeys, name);

/** IAM's `StringLike`: `*` matches any run of characters, `?` any one. */
function stringLike(pattern: string, value: string): boolean {
  const source = [...pattern].map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[\\^$.|+()[\]{}]/g, '\\$&'))).join('');
  return new RegExp(`^${source}$`, 's').test(value);
}

/** A condition that says only which leading keys a request may name, as the patterns it lets through or keeps out. */
function leadingKeysIn(condition: unknown): { keepsOut: boolean; patterns: string[] } | undefined {
  if (condition === null || typeof condition !== 'object' || Object.keys(condition).length !== 1) return undefined;
  const [operator] = Object.keys(condition);
  if (operator !== 'ForAllValues:StringLike' && operator !== 'ForAllValues:StringNotLike') return undefined;
  const keys = at(condition, operator) as object;
  if (Object.keys(keys).length !== 1 || at(keys, 'dynamodb:LeadingKeys') === undefined) return undefined;
  return { keepsOut: operator === 'ForAllValues:StringNotLike', patterns: [at(keys, 'dynamodb:LeadingKeys')].flat().map(String) };
}

/** The facts of one statement, its resources named by `resourceLabel`. */
function statementFacts(statement: unknown, logGroupId: string): string[] {
  const unusual = ['NotAction', 'NotResource', 'Principal', 'NotPrincipal'].filter((key) => at(statement, key) !== undefined);
  if (at(statement, 'Effect') !== 'Allow' || unusual.length > 0) return [`unexpected statement ${JSON.stringify(statement)}`];
  const condition = at(statement, 'Condition');
  const leading = leadingKeysIn(condition);
  return actionsIn(statement).flatMap((action) =>
    [at(statement, 'Resource')].flat().flatMap((resource) => {
      const label = resourceLabel(resource, logGroupId);
      if (condition !== undefined && leading === undefined) return [`${action} ${label} if ${JSON.stringify(condition)}`];
      const index = /^index (\w+)$/.exec(label)?.[1];
      if (index !== undefined && isIndexName(index)) {
        // An index grant as the kinds whose partitions its condition lets a Query name: all of the
        // index's kinds without one.
        const lets = (key: string) => leading === undefined || leading.patterns.some((pattern) => stringLike(pattern, key)) !== leading.keepsOut;
        return Object.entries<string>(sampleLeadingKeys[index]).filter(([, key]) => lets(key)).map(([kind]) => `${action} ${label} ${kind}`);
      }
      // A table grant without its kinds would reach every item.
      if (leading === undefined) return [`${action} ${label}${label === 'table' ? ' (every item)' : ''}`];
      return leading.patterns.map((pattern) => `${action} ${label}${leading.keepsOut ? ' except' : ''} ${pattern}`);
    }),
  );
}

/** The facts of every statement a function's role is given. */
function grantedFacts(fn: string): string[] {
  const logGroupId = stringAt(functionNamed(fn), 'Properties.LoggingConfig.LogGroup.Ref');
  return statementsOf(fn).flatMap((statement) => statementFacts(statement, logGroupId));
}

/** What each grant of a policy gives, in the same words. */
const grantFacts: Record<Grant, string[]> = {
  payments: ['secretsmanager:DescribeSecret Stripe keys', 'secretsmanager:GetSecretValue Stripe keys'],
  publishableKey: [],
  oneTimeCodeSecret: ['secretsmanager:DescribeSecret one-time code secret', 'secretsmanager:GetSecretValue one-time code secret'],
  adminSignIn: ['cognito-idp:AdminInitiateAuth admin user pool', 'cognito-idp:AdminRespondToAuthChallenge admin user pool'],
  adminAccount: ['cognito-idp:AdminGetUser admin user pool'],
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
  encryptCodes: ['kms:Encrypt code key'],
  decryptCodes: ['kms:Decrypt code key'],
};

/** Every function may write its own logs and send its traces (`node-function.ts`). */
const everyFunction = ['logs:CreateLogStream own log group', 'logs:PutLogEvents own log group', 'xray:PutTelemetryRecords *', 'xray:PutTraceSegments *'];

function declaredFacts(policy: FunctionPolicy): string[] {
  return [
    ...everyFunction,
    ...policy.reads.flatMap((kind) => ['BatchGetItem', 'GetItem', 'Query'].map((action) => `dynamodb:${action} table ${kind}#*`)),
    ...policy.writes.flatMap((kind) => writeActionsOf(policy).map((action) => `dynamodb:${action} table ${kind}#*`)),
    ...(policy.creates ?? []).map((kind) => `dynamodb:PutItem table ${kind}#*`),
    ...policy.indexes.flatMap((query) => query.kinds.map((kind) => `dynamodb:Query index ${query.name} ${kind}`)),
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
    const policy: FunctionPolicy = { reads: [itemTypes.booking], writes: [], indexes: [{ name: 'byType', kinds: ['BOOKING'] }], grants: [] };
    expect(declaredFacts(policy)).toContain('dynamodb:GetItem table BOOKING#*');
    expect(declaredFacts(policy)).toContain('dynamodb:Query index byType BOOKING');
    expect(declaredFacts(policy)).not.toContain('dynamodb:GetItem table SESSION#*');
    expect(declaredFacts(policy)).not.toContain('dynamodb:PutItem table BOOKING#*');
    expect(declaredFacts(policy)).not.toContain('dynamodb:Query index byType INQUIRY');
    expect(declaredFacts(policy)).not.toContain('dynamodb:Query index byEmail BOOKING');
    // The facts of a real function, against a declaration narrower than its own.
    expect(grantedFacts('create-booking').filter((fact) => !declaredFacts(policy).includes(fact))).toContain('dynamodb:Query index byEmail BOOKING');
  });

  it('reads an index grant as the kinds its leading keys let through, and one without them as every kind there', () => {
    const byEmailIndex = { 'Fn::Join': ['', [{ 'Fn::GetAtt': [tableId(), 'Arn'] }, '/index/byEmail']] };
    const byTypeIndex = { 'Fn::Join': ['', [{ 'Fn::GetAtt': [tableId(), 'Arn'] }, '/index/byType']] };
    const query = (resource: unknown, condition?: unknown) => ({ Effect: 'Allow', Action: 'dynamodb:Query', Resource: resource, Condition: condition });

    expect(statementFacts(query(byEmailIndex), '')).toEqual(['dynamodb:Query index byEmail BOOKING', 'dynamodb:Query index byEmail MAIL']);
    expect(statementFacts(query(byEmailIndex, { 'ForAllValues:StringNotLike': { 'dynamodb:LeadingKeys': ['MAIL#*'] } }), '')).toEqual([
      'dynamodb:Query index byEmail BOOKING',
    ]);
    expect(statementFacts(query(byTypeIndex, { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['HOLD'] } }), '')).toEqual([
      'dynamodb:Query index byType HOLD',
    ]);
    expect(statementFacts(query(byTypeIndex, { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['*'] } }), '')).toHaveLength(
      Object.keys(sampleLeadingKeys.byType).length,
    );
  });
});

/** The functions whose roles a policy of the template is attached to. */
function functionsOfPolicy(policyId: string): string[] {
  const roleIds = [at(resources[policyId], 'Properties.Roles') ?? []].flat().map((role) => at(role, 'Ref'));
  return ofType('AWS::Lambda::Function')
    .filter(([, fn]) => roleIds.includes(at(fn, 'Properties.Role.Fn::GetAtt.0')))
    .map(([, fn]) => String(at(fn, 'Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME') ?? 'a function of CDK\'s'));
}

function tableId(): string {
  const [table] = ofType('AWS::DynamoDB::Table');
  if (!table) throw new Error('No table');
  return table[0];
}

describe('the outbox is the mail worker\'s (decision 038)', () => {
  const mailFacts = (fn: string) => grantedFacts(fn).filter((fact) => / table MAIL#\*$/.test(fact) || / index \w+ MAIL(_DEAD)?$/.test(fact));

  it.each(declared)('%s reads, changes or lists no mail unless it is the mail worker, and at most puts new ones', (fn) => {
    if (fn === 'mail-worker') {
      expect(mailFacts(fn).sort()).toEqual(
        ['dynamodb:BatchGetItem table MAIL#*', 'dynamodb:GetItem table MAIL#*', 'dynamodb:Query table MAIL#*', 'dynamodb:UpdateItem table MAIL#*'].sort(),
      );
    } else {
      expect(mailFacts(fn).filter((fact) => fact !== 'dynamodb:PutItem table MAIL#*')).toEqual([]);
    }
  });

  it('lets the functions that queue mails put them, the code request among them', () => {
    const queueing = declared.filter(([fn]) => mailFacts(fn).includes('dynamodb:PutItem table MAIL#*')).map(([fn]) => fn);
    expect(queueing).toEqual(expect.arrayContaining(['request-otp', 'create-inquiry', 'record-deposit-payment', 'stripe-webhook', 'expire-holds']));
    expect(queueing).not.toContain('mail-worker');
  });

  it('lets no function query an index for mails: the routes that list an address\'s bookings are kept out of its mails', () => {
    for (const fn of ['create-booking', 'request-otp', 'verify-otp', 'list-my-bookings']) {
      expect(grantedFacts(fn).filter((fact) => fact.startsWith('dynamodb:Query index')), fn).toEqual(['dynamodb:Query index byEmail BOOKING']);
    }
  });
});

describe('the code key (decision 038)', () => {
  const kmsStatements = () => allStatements().filter(([, statement]) => actionsIn(statement).some((action) => action.startsWith('kms:')));
  const allowedTo = (action: string) =>
    kmsStatements()
      .filter(([, statement]) => actionsIn(statement).includes(action))
      .flatMap(([id]) => functionsOfPolicy(id));

  it('lets only the functions that mail codes or pay links encrypt with it and the mail worker alone decrypt, and grants nothing else of KMS anywhere', () => {
    expect(allowedTo('kms:Decrypt')).toEqual(['mail-worker']);
    expect(allowedTo('kms:Encrypt').sort()).toEqual(['expire-holds', 'request-otp', 'send-reminder-now']);
    expect([...new Set(kmsStatements().flatMap(([, statement]) => actionsIn(statement)))].sort()).toEqual(['kms:Decrypt', 'kms:Encrypt']);
  });

  it('gives the key to those functions only, by its ARN', () => {
    const [keyId] = ofType('AWS::KMS::Key').map(([id]) => id);
    const given = ofType('AWS::Lambda::Function').filter(([, fn]) => at(fn, 'Properties.Environment.Variables.CODE_KEY_ID') !== undefined);
    expect(given.map(([, fn]) => String(at(fn, 'Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME'))).sort()).toEqual(['expire-holds', 'mail-worker', 'request-otp', 'send-reminder-now']);
    for (const [, fn] of given) expect(at(fn, 'Properties.Environment.Variables.CODE_KEY_ID')).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
  });

  it('rotates the key, keeps it when the stack goes, and leaves who may use it to IAM: its policy names no role', () => {
    const keys = ofType('AWS::KMS::Key');
    expect(keys).toHaveLength(1);
    const [, key] = keys[0]!;
    expect(at(key, 'Properties.EnableKeyRotation')).toBe(true);
    expect(key.DeletionPolicy).toBe('Retain');
    const statements = arrayAt(key, 'Properties.KeyPolicy.Statement');
    expect(statements).toHaveLength(1);
    expect(JSON.stringify(at(statements[0], 'Principal.AWS'))).toMatch(/:iam::",\{"Ref":"AWS::AccountId"\},":root"/);
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
