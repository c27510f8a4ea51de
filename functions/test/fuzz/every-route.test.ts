import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { localDynamoDbClient } from '@sunward/emulators/dynamodb-local';
import { openTableStream, type TableStream } from '@sunward/emulators/table-stream';
import { type RouteDefinition, routeList } from '@sunward/shared/routes';
import { itemTypes, tableLayout } from '@sunward/shared/table';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { InvocationResult, invoke as invokeHandler } from '../support/invoke';

/**
 * Thousands of generated requests, through each route's real handler and middleware, against a
 * table of this file's own (so other test files' writes cannot blur what a request wrote).
 * Whatever arrives, the answer is never a 5xx, a 4xx is JSON `{ message }`, and a refused
 * request leaves the table as it was: the table's stream has no record of it. DynamoDB writes a
 * stream record for every write that changes an item, and none for one that changes nothing, so
 * this is the check a scan of the whole table before and after each request made, in less time
 * (47 s of test time on an idle two-core machine, against 57 s).
 */

/** Items a refused request is meant to write: the failed admin sign-in it counts (decision 015). */
const writtenWhenRefused = [`${itemTypes.signInFailures}#`];

const fieldNames = [
  'packageId', 'departureId', 'firstName', 'lastName', 'email', 'phone', 'travelers', 'acceptTerms', 'message',
  'interest', 'bookingId', 'purpose', 'amount', 'paymentIntentId', 'code', 'website', 'username', 'password',
  'newPassword', 'session', 'version', 'price', 'highlights', 'isSoldOut', 'departureDate', 'returnDate',
  'capacity', 'state', 'balanceDueDate', 'limit', 'cursor', 'status', '__proto__', 'constructor',
];

const nastyText = fc.constantFrom(
  '', ' ', 'tobago', 'morocco', 'a@b.co', 'ANA@EXAMPLE.COM', '2030-01-01', '9999-99-99', '../../etc/passwd',
  '\u0000', 'Ana\r\nBcc: x@y.z', '\u202Egnp.exe', '<script>alert(1)</script>', "' OR 1=1 --", '%00', 'x'.repeat(70_000),
  '{"$ne":null}', 'SGT-AAAA-BBBB', 'pi_123', 'deposit', 'balance', 'NaN', '-1', '1e309',
);
const text = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 30 }), nastyText);
const value = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const fieldsLike = fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 8 });

const body = fc.oneof(
  fc.constant(undefined),
  fieldsLike,
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '[]', 'null', '"x"', '{"a":', '\u0000', 'x'.repeat(70 * 1024)),
);

const headers = fc.record(
  {
    'content-type': fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'multipart/form-data', '', 'application/x-www-form-urlencoded'),
    origin: fc.constantFrom('http://localhost:3000', 'https://evil.example', 'null', ''),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none', 'same-site'),
    'stripe-signature': fc.oneof(fc.string({ maxLength: 80 }), fc.constant('t=1,v1=00')),
    'cloudfront-viewer-address': fc.oneof(fc.string({ maxLength: 40 }), fc.constant('203.0.113.9:443')),
    'x-forwarded-for': fc.string({ maxLength: 40 }),
  },
  { requiredKeys: [] },
);

const cookies = fc.array(
  fc.oneof(
    fc.string({ maxLength: 80 }).map((id) => `sid=${id}`),
    fc.string({ maxLength: 80 }).map((id) => `__Host-sid=${id}`),
    fc.string({ maxLength: 40 }),
  ),
  { maxLength: 3 },
);

const query = fc.dictionary(fc.constantFrom('limit', 'cursor', 'status', 'q', 'x'), fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 3 });

function paramsOf(route: RouteDefinition): fc.Arbitrary<Record<string, string>> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const param = fc.oneof(fc.string({ minLength: 1, maxLength: 60 }), nastyText.filter((one) => one !== ''), fc.uuid());
  return fc.record(Object.fromEntries(names.map((name) => [name, param])));
}

/** Runs per route: a few thousand requests in all, a minute or so on a small machine. */
const RUNS_PER_ROUTE = 80;

type Invoke = typeof invokeHandler;
type Handler = Parameters<Invoke>[0];

let invoke: Invoke;
let tableName: string;
let documents: DynamoDBDocumentClient;
let stream: TableStream;

/** The keys of the items written since the last call, but those a refused request may write. */
async function writtenSinceLastLook(): Promise<string[]> {
  const keys = (await stream.readAll()).map((record) => {
    const key = record.dynamodb?.Keys ?? {};
    return `${key[tableLayout.partitionKey]?.S ?? '?'} ${key[tableLayout.sortKey]?.S ?? '?'}`;
  });
  return keys.filter((key) => !writtenWhenRefused.some((prefix) => key.startsWith(prefix)));
}

beforeAll(async () => {
  ({ invoke } = await import('../support/invoke'));
  // The table the handlers were bound to at import (the test setup's): the stream is that one's.
  ({ tableName } = await import('../../src/store/dynamo-client'));
  const { seedCatalogue } = await import('../../src/jobs/seed-catalogue');
  await seedCatalogue();
  documents = DynamoDBDocumentClient.from(localDynamoDbClient(inject('dynamoEndpoint')));
  stream = await openTableStream(inject('dynamoEndpoint'), tableName);
  await stream.readAll();
}, 60_000);

afterAll(() => {
  stream.close();
  documents.destroy();
});

function expectAnswerShape(route: RouteDefinition, result: InvocationResult): void {
  const where = `${route.method} ${route.path} answered ${result.status} ${JSON.stringify(result.json)?.slice(0, 300)}`;
  expect(result.status, where).toBeLessThan(500);
  if (result.status >= 400) {
    expect(result.json, where).toMatchObject({ message: expect.any(String) });
    expect((result.json as { message: string }).message.length, where).toBeGreaterThan(0);
  }
}

describe('every route, whatever arrives', () => {
  it('sees a write in the table’s stream as soon as it is made', async () => {
    await documents.send(new PutCommand({ TableName: tableName, Item: { [tableLayout.partitionKey]: 'FUZZ#probe', [tableLayout.sortKey]: 'FUZZ#probe' } }));
    expect(await writtenSinceLastLook()).toEqual(['FUZZ#probe FUZZ#probe']);
    expect(await writtenSinceLastLook()).toEqual([]);
  });

  it.each(routeList.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s never answers 5xx, answers a 4xx as JSON { message }, and writes nothing when it refuses',
    async (_name, route) => {
      const { handler } = (await import(`../../src/handlers/${route.handler}.ts`)) as { handler: Handler };
      await writtenSinceLastLook();
      await fc.assert(
        fc.asyncProperty(paramsOf(route), body, headers, cookies, query, async (params, sent, sentHeaders, sentCookies, sentQuery) => {
          const result = await invoke(handler, route, {
            params,
            body: sent,
            headers: Object.fromEntries(Object.entries(sentHeaders).filter(([, one]) => one !== '')),
            cookies: sentCookies,
            query: sentQuery,
          });
          expectAnswerShape(route, result);
          const written = await writtenSinceLastLook();
          if (result.status >= 400) expect(written, `${route.method} ${route.path} refused with ${result.status} but wrote`).toEqual([]);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
    120_000,
  );
});
