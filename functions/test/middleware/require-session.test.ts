import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CHECK_FAILED_MESSAGE, requireSession, SESSION_ENDED_MESSAGE } from '../../src/middleware/require-session';
import type { RouteContext } from '../../src/middleware/route-context';
import { createSession, findSession } from '../../src/store/session-repository';
import { uniqueId } from '../support/test-data';

type Request = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RouteContext>;

const adminRoute = { access: 'admin' } as const;

/** An admin session made (so last seen and checked) 6 minutes ago: not idle, but due for a check with Cognito. */
async function sessionDueForCheck(accountMarker = 'marker-1') {
  const now = new Date();
  const { id } = await createSession(
    { role: 'admin', subject: uniqueId('admin'), lifetimeSeconds: 3600, accountMarker },
    new Date(now.getTime() - 6 * 60_000),
  );
  const request = { event: { cookies: [`__Host-sid=${id}`] }, context: {} } as unknown as Request;
  return { id, request, now };
}

describe('requireSession for admin sessions', () => {
  it('answers 503, and keeps the session, when Cognito cannot say whether the admin still stands', async () => {
    const { id, request, now } = await sessionDueForCheck();
    const unreachable = async () => {
      throw new Error('connect ECONNREFUSED');
    };

    const call = requireSession(adminRoute, () => now, unreachable).before?.(request);

    await expect(call).rejects.toMatchObject({ status: 503, message: ACCOUNT_CHECK_FAILED_MESSAGE, headers: { 'retry-after': '5' } });
    expect(await findSession(id, now)).toBeDefined();
  });

  it('ends the session when Cognito answers another marker, and keeps it for the same one', async () => {
    const kept = await sessionDueForCheck('same');
    const ended = await sessionDueForCheck('before');

    await requireSession(adminRoute, () => kept.now, async () => ({ standing: true, marker: 'same' })).before?.(kept.request);
    const call = requireSession(adminRoute, () => ended.now, async () => ({ standing: true, marker: 'after' })).before?.(ended.request);

    await expect(call).rejects.toMatchObject({ status: 401, message: SESSION_ENDED_MESSAGE });
    expect(await findSession(kept.id, kept.now)).toBeDefined();
    expect(await findSession(ended.id, ended.now)).toBeUndefined();
  });
});
