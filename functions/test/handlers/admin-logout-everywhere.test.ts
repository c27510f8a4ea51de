import { createHash } from 'node:crypto';
import { disableLocalAdmin, putLocalAdmin } from '@sunward/emulators/cognito-local';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@sunward/shared/routes';
import { sessionKey } from '@sunward/shared/table';
import { describe, expect, it } from 'vitest';
import { handler as adminLogoutEverywhere } from '../../src/handlers/admin-logout-everywhere';
import { handler as getCurrentUser } from '../../src/handlers/get-current-user';
import { handler as listInquiries } from '../../src/handlers/list-inquiries';
import { IDLE_SESSION_MESSAGE, SESSION_ENDED_MESSAGE } from '../../src/middleware/require-session';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { createSession } from '../../src/store/session-repository';
import { signedInAdmin } from '../support/admin-sign-in';
import { testCognito } from '../support/admin-users';
import { invoke } from '../support/invoke';
import { givenSessionCookie } from '../support/test-data';

const keyOf = (cookie: string) => sessionKey(createHash('sha256').update(cookie.replace('__Host-sid=', '')).digest('hex'));

/** Moves a session's last call and last Cognito check into the past, as if the admin had been away. */
async function lastUsed(cookie: string, secondsAgo: { seen: number; checked: number }): Promise<void> {
  const now = Date.now() / 1000;
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keyOf(cookie),
      UpdateExpression: 'SET lastSeenAt = :seen, checkedAt = :checked',
      ExpressionAttributeValues: { ':seen': Math.floor(now - secondsAgo.seen), ':checked': Math.floor(now - secondsAgo.checked) },
    }),
  );
}

const storedSession = async (cookie: string) => (await documentClient.send(new GetCommand({ TableName: tableName, Key: keyOf(cookie), ConsistentRead: true }))).Item;

const me = (cookie: string) => invoke(getCurrentUser, routes.getCurrentUser, { cookies: [cookie] });

describe('admin sessions end when idle, and when Cognito no longer stands behind the admin', () => {
  it('ends a session unused for 30 minutes, and keeps one unused for 29', async () => {
    const admin = await signedInAdmin();
    const idle = (await createSession({ role: 'admin', subject: admin.username, lifetimeSeconds: 8 * 3600 }, new Date(Date.now() - 30 * 60_000))).id;
    const recent = (await createSession({ role: 'admin', subject: admin.username, lifetimeSeconds: 8 * 3600 }, new Date())).id;
    await lastUsed(`__Host-sid=${recent}`, { seen: 29 * 60, checked: 60 });

    const idleAnswer = await me(`__Host-sid=${idle}`);
    const recentAnswer = await me(`__Host-sid=${recent}`);

    expect(idleAnswer).toMatchObject({ status: 401, json: { message: IDLE_SESSION_MESSAGE } });
    expect(await storedSession(`__Host-sid=${idle}`)).toBeUndefined();
    expect(recentAnswer.status).toBe(200);
    // The call counts as activity: the session's idle time starts again.
    expect(Number((await storedSession(`__Host-sid=${recent}`))?.lastSeenAt)).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('writes last-seen at most once a minute', async () => {
    const admin = await signedInAdmin();
    await lastUsed(admin.cookie, { seen: 30, checked: 30 });
    const before = (await storedSession(admin.cookie))?.lastSeenAt;

    expect((await me(admin.cookie)).status).toBe(200);

    expect((await storedSession(admin.cookie))?.lastSeenAt).toBe(before);
  });

  it('ends the session of an admin disabled in Cognito at the next check, at most 5 minutes on', async () => {
    const admin = await signedInAdmin();
    await disableLocalAdmin(testCognito(), admin.username);

    await lastUsed(admin.cookie, { seen: 10, checked: 4 * 60 });
    const beforeCheck = await me(admin.cookie);
    await lastUsed(admin.cookie, { seen: 10, checked: 5 * 60 });
    const atCheck = await me(admin.cookie);

    expect(beforeCheck.status).toBe(200);
    expect(atCheck).toMatchObject({ status: 401, json: { message: SESSION_ENDED_MESSAGE } });
    expect(await storedSession(admin.cookie)).toBeUndefined();
  });

  it('ends the session once the admin’s password changed, and keeps it while nothing changed', async () => {
    const changed = await signedInAdmin();
    const unchanged = await signedInAdmin();
    await putLocalAdmin(testCognito(), changed.username, 'Another-Pass-98765!');

    for (const admin of [changed, unchanged]) await lastUsed(admin.cookie, { seen: 10, checked: 5 * 60 });

    expect(await me(changed.cookie)).toMatchObject({ status: 401, json: { message: SESSION_ENDED_MESSAGE } });
    expect((await me(unchanged.cookie)).status).toBe(200);
    // The check it passed is recorded, so the next call does not ask Cognito again.
    expect(Number((await storedSession(unchanged.cookie))?.checkedAt)).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('checks on every admin route, not only GET /api/user', async () => {
    const admin = await signedInAdmin();
    await disableLocalAdmin(testCognito(), admin.username);
    await lastUsed(admin.cookie, { seen: 10, checked: 5 * 60 });

    expect((await invoke(listInquiries, routes.listInquiries, { cookies: [admin.cookie] })).status).toBe(401);
  });
});

describe('POST /api/logout/everywhere', () => {
  it('ends every session of the admin, on every device, and no one else’s', async () => {
    const admin = await signedInAdmin();
    const otherDevice = `__Host-sid=${(await createSession({ role: 'admin', subject: admin.username.toUpperCase(), lifetimeSeconds: 3600 }, new Date())).id}`;
    const someoneElse = await givenSessionCookie('admin');

    const response = await invoke(adminLogoutEverywhere, routes.adminLogoutEverywhere, { cookies: [admin.cookie] });

    expect(response.status).toBe(204);
    expect(response.cookies).toEqual(['__Host-sid=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict']);
    expect((await me(admin.cookie)).status).toBe(401);
    expect((await me(otherDevice)).status).toBe(401);
    expect((await me(someoneElse.cookie)).status).toBe(200);
  });

  it('answers 401 without an admin session', async () => {
    const customer = await givenSessionCookie('customer');

    expect((await invoke(adminLogoutEverywhere, routes.adminLogoutEverywhere)).status).toBe(401);
    expect((await invoke(adminLogoutEverywhere, routes.adminLogoutEverywhere, { cookies: [customer.cookie] })).status).toBe(401);
  });
});
