import type { RouteDefinition } from '@sunward/shared/routes';
import { Email, RequiredText } from '@sunward/shared/schemas/fields';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { conflict } from '../../src/http/http-error';
import { withRoute } from '../../src/middleware/with-route';
import { timeBudget } from '../../src/settings/time-budget';
import { invoke } from '../support/invoke';
import { givenSessionCookie } from '../support/test-data';

const echoRoute = {
  method: 'POST',
  path: '/api/echo',
  handler: 'echo',
  access: 'public',
  request: z.object({ name: RequiredText('Name'), email: Email }),
  response: z.object({ greeting: z.string() }),
} as const satisfies RouteDefinition;

const echo = withRoute(echoRoute, async ({ body }) => ({ status: 201, body: { greeting: `Hello ${body.name} <${body.email}>` } }));

describe('the shared route middleware', () => {
  it('hands the handler a parsed, validated body', async () => {
    const response = await invoke(echo, echoRoute, { body: { name: ' Ana ', email: 'ANA@Example.com' } });

    expect(response.status).toBe(201);
    expect(response.json).toEqual({ greeting: 'Hello Ana <ana@example.com>' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 400 with field issues for an invalid body', async () => {
    const response = await invoke(echo, echoRoute, { body: { name: '', email: 'not-an-email' } });

    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: 'name: Name is required; email: Enter a valid email address',
      issues: [
        { path: ['name'], message: 'Name is required' },
        { path: ['email'], message: 'Enter a valid email address' },
      ],
    });
  });

  it.each([
    ['malformed JSON', '{"name": "Ana",', 'application/json', 400, 'The request body is not valid JSON.'],
    ['an empty body', '', 'application/json', 400, 'The request body is empty; JSON is expected.'],
    ['a form body', 'name=Ana', 'application/x-www-form-urlencoded', 415, 'Send the request body as application/json.'],
  ])('answers %s with a JSON error', async (_label, body, contentType, status, message) => {
    const response = await invoke(echo, echoRoute, { body, headers: { 'content-type': contentType } });

    expect(response.status).toBe(status);
    expect(response.json).toEqual({ message });
  });

  it('answers 503 JSON before Lambda’s timeout when the handler outlasts its time budget', async () => {
    const slowRoute = { ...echoRoute, request: undefined, handler: 'slow' } as const;
    const slow = withRoute(slowRoute, () => new Promise((resolve) => setTimeout(() => resolve({ status: 201, body: { greeting: 'late' } }), 5_000)));

    const startedAt = Date.now();
    const response = await invoke(slow, slowRoute, { remainingMs: timeBudget.answerMarginMs + 200 });

    expect(response.status).toBe(503);
    expect(response.json).toEqual({ message: 'This is taking longer than it should. Please try again in a moment.' });
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });

  it('answers 413 for a body over the size limit', async () => {
    const response = await invoke(echo, echoRoute, { body: { name: 'x'.repeat(70 * 1024), email: 'a@b.co' } });

    expect(response.status).toBe(413);
    expect(response.json).toEqual({ message: 'The request body is larger than 64 KB.' });
  });

  it('keeps the status of an error the handler meant for the caller', async () => {
    const refuse = withRoute(echoRoute, async () => {
      throw conflict('Only 2 seats left');
    });

    const response = await invoke(refuse, echoRoute, { body: { name: 'Ana', email: 'ana@example.com' } });

    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: 'Only 2 seats left' });
  });

  it('answers an unexpected failure with 500, a request id and no internals', async () => {
    const broken = withRoute(echoRoute, async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.1:8000 secret-table-name');
    });

    const response = await invoke(broken, echoRoute, { body: { name: 'Ana', email: 'ana@example.com' } });

    expect(response.status).toBe(500);
    const body = z.strictObject({ message: z.string(), requestId: z.uuid() }).parse(response.json);
    expect(body.message).not.toMatch(/ECONNREFUSED|secret|stack|Error/);
  });

  it('answers 500, not 400, when the handler breaks the response contract', async () => {
    const wrong = withRoute(echoRoute, async () => ({ status: 200, body: { greeting: 42 as unknown as string } }));

    const response = await invoke(wrong, echoRoute, { body: { name: 'Ana', email: 'ana@example.com' } });

    expect(response.status).toBe(500);
  });
});

describe('access control in the middleware', () => {
  const adminRoute = {
    method: 'GET',
    path: '/api/admin-only',
    handler: 'admin-only',
    access: 'admin',
    response: z.object({ who: z.string() }),
  } as const satisfies RouteDefinition;
  const adminOnly = withRoute(adminRoute, async ({ session }) => ({ status: 200, body: { who: session.subject } }));

  it('lets an admin session through and tells the handler who it is', async () => {
    const { cookie, subject } = await givenSessionCookie('admin');

    const response = await invoke(adminOnly, adminRoute, { cookies: ['theme=dark', cookie] });

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ who: subject });
  });

  it('answers 401 before the handler runs when there is no session', async () => {
    let ran = false;
    const guarded = withRoute(adminRoute, async () => {
      ran = true;
      return { status: 200, body: { who: 'nobody' } };
    });

    const response = await invoke(guarded, adminRoute, { cookies: ['theme=dark'] });

    expect(response.status).toBe(401);
    expect(ran).toBe(false);
  });
});

describe('routes open to a customer or an admin', () => {
  const eitherRoute = {
    method: 'GET',
    path: '/api/either',
    handler: 'either',
    access: 'customer-or-admin',
    response: z.object({ who: z.string(), role: z.string() }),
  } as const satisfies RouteDefinition;
  const either = withRoute(eitherRoute, async ({ session }) => ({
    status: 200,
    body: { who: session.subject, role: session.role },
  }));

  it.each(['customer', 'admin'] as const)('lets a %s session through', async (role) => {
    const { cookie, subject } = await givenSessionCookie(role);

    const response = await invoke(either, eitherRoute, { cookies: [cookie] });

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ who: subject, role });
  });

  it.each([
    ['no cookie', async () => []],
    ['an ended session', async () => [(await givenSessionCookie('customer', { lifetimeSeconds: 60, now: new Date(Date.now() - 120_000) })).cookie]],
  ])('answers 401 to %s', async (_label, cookies) => {
    const response = await invoke(either, eitherRoute, { cookies: await cookies() });

    expect(response.status).toBe(401);
  });
});

describe('public routes that read the session', () => {
  const readingRoute = {
    method: 'GET',
    path: '/api/reading',
    handler: 'reading',
    access: 'public',
    readsSession: true,
    response: z.object({ who: z.nullable(z.string()) }),
  } as const satisfies RouteDefinition;
  const reading = withRoute(readingRoute, async ({ session }) => ({ status: 200, body: { who: session?.subject ?? null } }));

  it('tells the handler whose live session came with the call', async () => {
    const { cookie, subject } = await givenSessionCookie('customer');

    const response = await invoke(reading, readingRoute, { cookies: [cookie] });

    expect(response.json).toEqual({ who: subject });
  });

  it.each([
    ['no cookie', async () => []],
    ['an unknown session', async () => ['__Host-sid=unknown-session-id']],
    ['an ended session', async () => [(await givenSessionCookie('customer', { lifetimeSeconds: 60, now: new Date(Date.now() - 120_000) })).cookie]],
  ])('goes on without a session, never 401, for %s', async (_label, cookies) => {
    const response = await invoke(reading, readingRoute, { cookies: await cookies() });

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ who: null });
  });

  it('looks no session up on a public route that does not read it', async () => {
    const { cookie } = await givenSessionCookie('customer');
    const plainRoute = { ...readingRoute, readsSession: undefined, handler: 'plain' } as const;
    const plain = withRoute(plainRoute, async ({ session }) => ({ status: 200, body: { who: session ?? null } }));

    const response = await invoke(plain, plainRoute, { cookies: [cookie] });

    expect(response.json).toEqual({ who: null });
  });
});
