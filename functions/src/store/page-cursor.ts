import * as z from 'zod/mini';

/** The longest cursor accepted; a real one is a few hundred characters. */
const MAX_CURSOR_LENGTH = 2048;
const base64url = /^[A-Za-z0-9_-]+$/;

/**
 * A page cursor as clients see it: the base64url of DynamoDB's LastEvaluatedKey in JSON. It is
 * opaque to clients, not secret: a key a client makes up only moves where its page starts.
 */
export function encodeCursor(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * The key a cursor carries, if it is one that `keySchema` accepts: anything else (not base64url,
 * not JSON, the wrong attributes) answers `undefined`, so a tampered cursor never reaches DynamoDB.
 */
export function decodeCursor<S extends z.core.$ZodType<Record<string, unknown>>>(cursor: string, keySchema: S): z.output<S> | undefined {
  if (cursor.length > MAX_CURSOR_LENGTH || !base64url.test(cursor)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = z.safeParse(keySchema, json);
  return parsed.success ? parsed.data : undefined;
}
