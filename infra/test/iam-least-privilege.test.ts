import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routeList } from '@sunward/shared/routes';
import { itemTypesOf, jobItemTypes } from '@sunward/functions/store/item-access';
import { routePermissions } from '../lib/route-permissions';
import { arrayAt, at, resourcesOf, templateLookups } from './support/cfn';
import { tourStack } from './support/tour-app';

const { ofType, functionNamed, statementsOf } = templateLookups(resourcesOf(Template.fromStack(tourStack())));

// Written out rather than imported from the construct, so a change there has to change this too.
const itemReads = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'];
const itemWrites = ['dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];
/** What Lambda's stream poller needs, granted by CDK's event source to the outbox worker only. */
const streamReads = ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'];


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

function dynamoActionsOf(functionName: string): string[] {
  const actions = statementsOf(functionName)
    .flatMap(actionsIn)
    .filter((action) => action.startsWith('dynamodb:'));
  return [...new Set(actions)].sort();
}

describe('IAM least privilege', () => {
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

  it.each(routeList.map((route) => [route.handler, route] as const))(
    '%s has exactly the table actions its route permission implies',
    (handler, route) => {
      const onTable = itemTypesOf(route).length > 0;
      const expected = !onTable ? ['dynamodb:Query'] : routePermissions[route.name].table === 'read-write' ? [...itemReads, ...itemWrites] : itemReads;
      expect(dynamoActionsOf(handler)).toEqual([...expected].sort());
    },
  );

  it.each([...routeList.map((route) => [route.handler, itemTypesOf(route)] as const), ...Object.entries(jobItemTypes)])(
    '%s may touch only its kinds of item in the table (dynamodb:LeadingKeys), and only query the indexes',
    (fn, itemTypes) => {
      const dynamoStatements = statementsOf(fn).filter((statement) =>
        actionsIn(statement).some((action) => action.startsWith('dynamodb:') && !streamReads.includes(action)),
      );
      expect(dynamoStatements.length, fn).toBeGreaterThan(0);
      for (const statement of dynamoStatements) {
        const onIndexes = JSON.stringify(at(statement, 'Resource')).includes('/index/');
        if (onIndexes) {
          expect(actionsIn(statement), fn).toEqual(['dynamodb:Query']);
          continue;
        }
        const leadingKeys = at(statement, 'Condition.ForAllValues:StringLike.dynamodb:LeadingKeys');
        expect([leadingKeys].flat(), fn).toEqual(itemTypes.map((itemType) => `${itemType}#*`));
      }
    },
  );

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

  it('lets the seed job only put and update items', () => {
    expect(dynamoActionsOf('seed-catalogue')).toEqual(['dynamodb:PutItem', 'dynamodb:UpdateItem']);
  });

  it('lets the expiry job read and write items: it expires holds and records a deposit found paid at Stripe', () => {
    expect(jobItemTypes['expire-holds']).toContain('HOLD');
    expect(dynamoActionsOf('expire-holds')).toEqual([...itemReads, ...itemWrites].sort());
  });

  it('lets the mail worker read the stream and read and update items, never put or delete one', () => {
    expect(dynamoActionsOf('mail-worker')).toEqual([...itemReads, 'dynamodb:UpdateItem', ...streamReads].sort());
    for (const handler of routeList.map((route) => route.handler)) {
      expect(dynamoActionsOf(handler).filter((action) => streamReads.includes(action)), handler).toEqual([]);
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
