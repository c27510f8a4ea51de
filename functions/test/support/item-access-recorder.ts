import { AsyncLocalStorage } from 'node:async_hooks';
import { routeList } from '@sunward/shared/routes';
import { tableLayout } from '@sunward/shared/table';
import { documentClient } from '../../src/store/dynamo-client';
import { itemTypesOf, jobItemTypes } from '../../src/store/item-access';

/**
 * Records the item kinds (`BOOKING`, `HOLD`, … : a partition key up to its first `#`) each
 * function's code reads and writes in the table while the tests call it, so a test can hold them
 * against what CDK allows that function (`functions/src/store/item-access.ts`). In AWS a kind
 * left out would be refused by IAM; locally nothing would notice.
 */
export const currentFunction = new AsyncLocalStorage<string>();

interface TouchedKind {
  fn: string;
  kind: string;
}

const touched: TouchedKind[] = [];

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

/** The table partitions one request names (a query on an index names none). */
function partitionsOf(command: string, input: RequestInput): string[] {
  const keys: Keyed[] = [input.Key, input.Item];
  for (const item of input.TransactItems ?? []) keys.push(item.Put?.Item, item.Update?.Key, item.Delete?.Key, item.ConditionCheck?.Key);
  for (const request of Object.values(input.RequestItems ?? {})) keys.push(...(request.Keys ?? []));
  const partitions = keys.map(partitionOf);
  if (command.startsWith('Query') && input.IndexName === undefined) {
    const match = /(#\w+)\s*=\s*(:\w+)/.exec(input.KeyConditionExpression ?? '');
    if (match && input.ExpressionAttributeNames?.[match[1]!] === tableLayout.partitionKey) {
      const value = input.ExpressionAttributeValues?.[match[2]!];
      partitions.push(typeof value === 'string' ? value : value?.S);
    }
  }
  return partitions.filter((partition): partition is string => partition !== undefined);
}

documentClient.middlewareStack.add(
  (next, context) => async (args) => {
    const fn = currentFunction.getStore();
    if (fn !== undefined) {
      for (const partition of partitionsOf(String(context.commandName), args.input as RequestInput)) {
        touched.push({ fn, kind: kindOf(partition) });
      }
    }
    return next(args);
  },
  { step: 'serialize', priority: 'high', name: 'ItemAccessRecorder' },
);

/** What a function may touch, or undefined for a route made up by a test of the middleware. */
function allowedFor(fn: string): readonly string[] | undefined {
  const route = routeList.find((candidate) => candidate.handler === fn);
  if (route) return itemTypesOf(route);
  return fn in jobItemTypes ? jobItemTypes[fn as keyof typeof jobItemTypes] : undefined;
}

/** `function: KIND` for each kind a function touched that its grant does not list. */
export function touchedOutsideItemAccess(): string[] {
  const outside = touched.filter(({ fn, kind }) => {
    const allowed = allowedFor(fn);
    return allowed !== undefined && !allowed.includes(kind);
  });
  return [...new Set(outside.map(({ fn, kind }) => `${fn}: ${kind}`))].sort();
}
