import { AsyncLocalStorage } from 'node:async_hooks';
import { type FunctionPolicy, jobPolicies, routePolicies, writeActionsOf } from '@sunward/shared/route-policies';
import { routeList } from '@sunward/shared/routes';
import { tableLayout } from '@sunward/shared/table';
import { documentClient } from '../../src/store/dynamo-client';

/**
 * Records what each function's code does in the table while the tests call it: the kind of every
 * key it reads and writes (`BOOKING`, `HOLD`, … : a partition key up to its first `#`), how it
 * writes, and which indexes it queries. A test file then holds them against the function's policy
 * in `shared/src/route-policies.ts`, from which CDK derives its IAM grants: in AWS, IAM would
 * refuse what the policy lacks; locally nothing else would notice.
 */
export const currentFunction = new AsyncLocalStorage<string>();

/** One thing a function did: `read BOOKING`, `UpdateItem HOLD`, `query byEmail`. */
interface Access {
  fn: string;
  what: 'read' | 'write' | 'query';
  /** The kind, the index, or for a write the operation IAM authorises it by. */
  kind?: string;
  index?: string;
  operation?: string;
}

const recorded: Access[] = [];

type Attribute = { S?: string } | string | undefined;
type Keyed = { [key: string]: Attribute } | undefined;

function partitionOf(item: Keyed): string | undefined {
  const value = item?.[tableLayout.partitionKey];
  return typeof value === 'string' ? value : value?.S;
}

const kindOf = (partition: string) => partition.split('#')[0] ?? partition;

interface RequestInput {
  Key?: Keyed;
  Item?: Keyed;
  IndexName?: string;
  KeyConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, Attribute>;
  TransactItems?: Array<{ Put?: { Item?: Keyed }; Update?: { Key?: Keyed }; Delete?: { Key?: Keyed }; ConditionCheck?: { Key?: Keyed } }>;
  RequestItems?: Record<string, { Keys?: Keyed[] }>;
}

/** The partition a Query on the table names (one on an index names none). */
function queriedPartition(input: RequestInput): string | undefined {
  const match = /(#\w+)\s*=\s*(:\w+)/.exec(input.KeyConditionExpression ?? '');
  if (!match || input.ExpressionAttributeNames?.[match[1]!] !== tableLayout.partitionKey) return undefined;
  const value = input.ExpressionAttributeValues?.[match[2]!];
  return typeof value === 'string' ? value : value?.S;
}

/** What one request does, in the terms of a policy: reads and writes by kind, queries by index. */
function accessesOf(command: string, input: RequestInput): Array<Omit<Access, 'fn'>> {
  const operation = command.replace(/Command$/, '');
  const read = (item: Keyed) => ({ what: 'read' as const, kind: partitionOf(item) });
  const write = (item: Keyed, by: string) => ({ what: 'write' as const, kind: partitionOf(item), operation: by });
  switch (operation) {
    case 'GetItem':
      return [read(input.Key)];
    case 'Query':
      if (input.IndexName !== undefined) return [{ what: 'query', index: input.IndexName }];
      return [{ what: 'read', kind: queriedPartition(input) ?? '(no partition)' }];
    case 'BatchGetItem':
      return Object.values(input.RequestItems ?? {}).flatMap((request) => (request.Keys ?? []).map(read));
    case 'PutItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return [write(input.Key ?? input.Item, operation)];
    case 'TransactWriteItems':
      return (input.TransactItems ?? []).map((item) =>
        item.Put
          ? write(item.Put.Item, 'PutItem')
          : item.Update
            ? write(item.Update.Key, 'UpdateItem')
            : item.Delete
              ? write(item.Delete.Key, 'DeleteItem')
              : write(item.ConditionCheck?.Key, 'ConditionCheckItem'),
      );
    default:
      // Scan, BatchWriteItem, TransactGetItems…: no policy grants them.
      return [{ what: 'write', kind: '(any)', operation }];
  }
}

documentClient.middlewareStack.add(
  (next, context) => async (args) => {
    const fn = currentFunction.getStore();
    if (fn !== undefined) {
      for (const access of accessesOf(String(context.commandName), args.input as RequestInput)) {
        recorded.push({ fn, ...access, ...(access.kind === undefined ? {} : { kind: kindOf(access.kind) }) });
      }
    }
    return next(args);
  },
  { step: 'serialize', priority: 'high', name: 'ItemAccessRecorder' },
);

/** A function's policy, or undefined for a route made up by a test of the middleware. */
function policyOf(fn: string): FunctionPolicy | undefined {
  const route = routeList.find((candidate) => candidate.handler === fn);
  if (route) return routePolicies[route.name];
  return fn in jobPolicies ? jobPolicies[fn as keyof typeof jobPolicies] : undefined;
}

function isAllowed(access: Access, policy: FunctionPolicy): boolean {
  switch (access.what) {
    case 'read':
      return policy.reads.some((kind) => kind === access.kind);
    case 'query':
      return policy.indexes.some((index) => index === access.index);
    case 'write':
      return policy.writes.some((kind) => kind === access.kind) && writeActionsOf(policy).some((action) => action === access.operation);
  }
}

/**
 * `function: read KIND`, `function: UpdateItem KIND`, `function: query index` for each thing a
 * function did that its policy does not allow.
 */
export function touchedOutsidePolicy(): string[] {
  const outside = recorded.filter((access) => {
    const policy = policyOf(access.fn);
    return policy !== undefined && !isAllowed(access, policy);
  });
  const words = (access: Access) =>
    access.what === 'query' ? `query ${access.index}` : access.what === 'read' ? `read ${access.kind}` : `${access.operation} ${access.kind}`;
  return [...new Set(outside.map((access) => `${access.fn}: ${words(access)}`))].sort();
}
