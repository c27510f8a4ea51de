import { AsyncLocalStorage } from 'node:async_hooks';
import { type FunctionPolicy, jobPolicies, routePolicies, writeActionsOf } from '@sunward/shared/route-policies';
import { routeList } from '@sunward/shared/routes';
import { type IndexName, kindOfIndexItem, kindOfIndexPartition, tableLayout } from '@sunward/shared/table';
import { documentClient } from '../../src/store/dynamo-client';

/**
 * Records what each function's code does in the table while the tests call it: the kind of every
 * key it reads and writes (`BOOKING`, `HOLD`, … : a partition key up to its first `#`), how it
 * writes, and which indexes it queries for which kinds, both the partition it names and every item
 * it gets back (decision 038). A test file then holds them against the function's policy in
 * `shared/src/route-policies.ts`, from which CDK derives its IAM grants: in AWS, IAM would refuse
 * what the policy lacks; locally nothing else would notice.
 */
export const currentFunction = new AsyncLocalStorage<string>();

/** One thing a function did: `read BOOKING`, `UpdateItem HOLD`, `query byEmail BOOKING`. */
export interface Access {
  fn: string;
  what: 'read' | 'write' | 'query';
  /** The kind (on an index, of the partition queried or of an item returned), the index, or for a write the operation IAM authorises it by. */
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

const isIndexName = (name: string): name is IndexName => Object.values(tableLayout.indexes).some((index) => index.name === name);

/** The partition a Query names: of the table, or of the index it queries. */
function queriedPartition(input: RequestInput): string | undefined {
  const match = /(#\w+)\s*=\s*(:\w+)/.exec(input.KeyConditionExpression ?? '');
  const index = Object.values(tableLayout.indexes).find((candidate) => candidate.name === input.IndexName);
  const partitionKey = index?.partitionKey ?? tableLayout.partitionKey;
  if (!match || input.ExpressionAttributeNames?.[match[1]!] !== partitionKey) return undefined;
  const value = input.ExpressionAttributeValues?.[match[2]!];
  return typeof value === 'string' ? value : value?.S;
}

const plain = (value: unknown) => (typeof value === 'object' && value !== null && 'S' in value ? (value as { S: unknown }).S : value);

/** The kinds of the items a Query of an index answered, whatever partition it named. */
function queriedItemKinds(index: string, output: unknown): string[] {
  if (!isIndexName(index)) return [];
  const items = (output as { Items?: Array<Record<string, unknown>> } | undefined)?.Items ?? [];
  return items.map((item) => kindOfIndexItem(index, Object.fromEntries(Object.entries(item).map(([name, value]) => [name, plain(value)]))) ?? '(unknown)');
}

/** What one request does, in the terms of a policy: reads and writes by kind, queries by index and kind. */
export function accessesOf(command: string, input: RequestInput): Array<Omit<Access, 'fn'>> {
  const operation = command.replace(/Command$/, '');
  const kindOfItem = (item: Keyed) => {
    const partition = partitionOf(item);
    return partition === undefined ? undefined : kindOf(partition);
  };
  const read = (item: Keyed) => ({ what: 'read' as const, kind: kindOfItem(item) });
  const write = (item: Keyed, by: string) => ({ what: 'write' as const, kind: kindOfItem(item), operation: by });
  switch (operation) {
    case 'GetItem':
      return [read(input.Key)];
    case 'Query': {
      const partition = queriedPartition(input);
      if (input.IndexName === undefined) return [{ what: 'read', kind: partition === undefined ? '(no partition)' : kindOf(partition) }];
      const kind = isIndexName(input.IndexName) && partition !== undefined ? kindOfIndexPartition(input.IndexName, partition) : undefined;
      return [{ what: 'query', index: input.IndexName, kind: kind ?? `(partition ${partition ?? 'none'})` }];
    }
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
    const input = args.input as RequestInput;
    if (fn !== undefined) {
      for (const access of accessesOf(String(context.commandName), input)) {
        recorded.push({ fn, ...access });
      }
    }
    const result = await next(args);
    if (fn !== undefined && input.IndexName !== undefined) {
      for (const kind of queriedItemKinds(input.IndexName, result.output)) recorded.push({ fn, what: 'query', index: input.IndexName, kind });
    }
    return result;
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
      return policy.indexes.some((query) => query.name === access.index && query.kinds.some((kind) => kind === access.kind));
    case 'write':
      return (
        (policy.writes.some((kind) => kind === access.kind) && writeActionsOf(policy).some((action) => action === access.operation)) ||
        (access.operation === 'PutItem' && (policy.creates ?? []).some((kind) => kind === access.kind))
      );
  }
}

/**
 * `function: read KIND`, `function: UpdateItem KIND`, `function: query index KIND` for each of
 * these accesses that its function's policy does not allow.
 */
export function outsidePolicy(accesses: readonly Access[]): string[] {
  const outside = accesses.filter((access) => {
    const policy = policyOf(access.fn);
    return policy !== undefined && !isAllowed(access, policy);
  });
  const words = (access: Access) =>
    access.what === 'query' ? `query ${access.index} ${access.kind}` : access.what === 'read' ? `read ${access.kind}` : `${access.operation} ${access.kind}`;
  return [...new Set(outside.map((access) => `${access.fn}: ${words(access)}`))].sort();
}

/** What the functions called in this test file did that their policies do not allow. */
export function touchedOutsidePolicy(): string[] {
  return outsidePolicy(recorded);
}
