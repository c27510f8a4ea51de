import type { IncomingMessage, ServerResponse } from 'node:http';
import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { routes, type RouteDefinition } from '@sunward/shared/routes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { catalogueAsPackages } from '../testing/packages-fixture';
import { sendJson, startTestApiServer, type TestApiServer } from '../testing/test-api-server';
import { ApiError, createApiClient, type ApiRequest } from './api-client';
import { nextTask } from './next-task';

interface SeenRequest {
  method: string;
  url: string;
  accept: string | undefined;
  contentType: string | undefined;
  body: string;
}

const tobago = catalogueAsPackages().find((trip) => trip.id === packageIds.tobago);
if (!tobago) throw new Error('The catalogue has no Tobago trip');

/** A route with a request body, for the POST path of the client. */
const echoRoute = {
  method: 'POST',
  path: '/api/echo/{id}',
  handler: 'echo',
  access: 'public',
  params: z.object({ id: z.string() }),
  request: z.object({ name: z.string() }),
  response: z.object({ id: z.string(), name: z.string() }),
} as const satisfies RouteDefinition;

/** A route with a query of several kinds of values, for the query string the client builds. */
const searchRoute = {
  method: 'GET',
  path: '/api/search',
  handler: 'search',
  access: 'public',
  query: z.object({ q: z.optional(z.string()), page: z.optional(z.number()), tag: z.optional(z.array(z.string())) }),
  response: z.object({ ok: z.boolean() }),
} as const satisfies RouteDefinition;

/** Answers from a small table of canned responses. */
function answer(request: IncomingMessage, body: string, response: ServerResponse): void {
  const url = request.url ?? '';
  if (url === '/api/packages') return sendJson(response, 200, [tobago]);
  if (url === `/api/packages/${packageIds.tobago}`) return sendJson(response, 200, tobago);
  if (url === '/api/packages/missing') return sendJson(response, 404, { message: 'Package not found' });
  if (url === '/api/packages/broken') return sendJson(response, 200, { ...tobago, price: 'a lot' });
  if (url === '/api/packages/down') {
    response.writeHead(503);
    return void response.end();
  }
  if (url === '/api/logout') {
    response.writeHead(204);
    return void response.end();
  }
  if (url.startsWith('/api/bookings?') || url === '/api/bookings') return sendJson(response, 200, { bookings: [], nextCursor: null });
  if (url.startsWith('/api/search')) return sendJson(response, 200, { ok: true });
  if (url.startsWith('/api/echo/')) {
    const id = decodeURIComponent(url.slice('/api/echo/'.length));
    return sendJson(response, 200, { id, ...(JSON.parse(body) as object) });
  }
  sendJson(response, 500, { message: 'Internal error' });
}

let server: TestApiServer;
let request: ApiRequest;
const seen: SeenRequest[] = [];

beforeAll(async () => {
  server = await startTestApiServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    seen.push({
      method: incoming.method ?? '',
      url: incoming.url ?? '',
      accept: incoming.headers.accept,
      contentType: incoming.headers['content-type'],
      body,
    });
    answer(incoming, body, response);
  });
  request = createApiClient({ baseUrl: server.url });
});

afterAll(async () => {
  await server.close();
});

function lastRequest(): SeenRequest | undefined {
  return seen.at(-1);
}

describe('apiRequest', () => {
  it('GETs a list and parses it with the route schema', async () => {
    const packages = await request(routes.listPackages);
    expect(packages).toEqual([tobago]);
    expect(lastRequest()).toMatchObject({ method: 'GET', url: '/api/packages', accept: 'application/json' });
  });

  it('fills path parameters from the route template', async () => {
    const found = await request(routes.getPackage, { params: { id: packageIds.tobago } });
    expect(found.title).toBe('Tobago Island Escape');
    expect(lastRequest()?.url).toBe(`/api/packages/${packageIds.tobago}`);
  });

  it('sends a JSON body and encodes parameters', async () => {
    const echoed = await request(echoRoute, { params: { id: 'a b/c' }, body: { name: 'Ana' } });
    expect(echoed).toEqual({ id: 'a b/c', name: 'Ana' });
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      url: '/api/echo/a%20b%2Fc',
      contentType: 'application/json',
      body: '{"name":"Ana"}',
    });
  });

  it('builds the query string from the route query, leaving out what is not given', async () => {
    const page = await request(routes.listBookings, { query: { limit: 25, cursor: 'eyJwayI6IkIifQ' } });
    expect(page).toEqual({ bookings: [], nextCursor: null });
    expect(lastRequest()).toMatchObject({ method: 'GET', url: '/api/bookings?limit=25&cursor=eyJwayI6IkIifQ' });

    await request(routes.listBookings, { query: { cursor: undefined } });
    expect(lastRequest()?.url).toBe('/api/bookings');

    await request(routes.listBookings);
    expect(lastRequest()?.url).toBe('/api/bookings');
  });

  it('encodes query values and repeats the key of a list', async () => {
    await request(searchRoute, { query: { q: 'Ana & Bo/é', page: 2, tag: ['a,b', 'c'] } });
    const url = new URL(lastRequest()?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/search');
    expect(url.searchParams.get('q')).toBe('Ana & Bo/é');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.getAll('tag')).toEqual(['a,b', 'c']);
    expect(lastRequest()?.url).toContain('q=Ana+%26+Bo%2F%C3%A9');
  });

  it('answers undefined for 204 No Content', async () => {
    await expect(request(routes.adminLogout)).resolves.toBeUndefined();
    expect(lastRequest()?.method).toBe('POST');
  });

  it('throws ApiError "<status>: <body>" on a non-ok answer', async () => {
    const error = await request(routes.getPackage, { params: { id: 'missing' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: '404: {"message":"Package not found"}' });
    expect((error as ApiError).errorBody()).toEqual({ message: 'Package not found' });
  });

  it('uses the status text when the error body is empty', async () => {
    const error = await request(routes.getPackage, { params: { id: 'down' } }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503, message: '503: Service Unavailable' });
    expect((error as ApiError).errorBody()).toBeUndefined();
  });

  it('rejects an answer that does not match the response schema', async () => {
    await expect(request(routes.getPackage, { params: { id: 'broken' } })).rejects.toThrow(z.core.$ZodError);
  });

  it('sends the request a task after it is asked for, not inside the caller\'s task', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const answered = request(routes.getPackage, { params: { id: packageIds.tobago } });
      await Promise.resolve();
      expect(fetchSpy).not.toHaveBeenCalled();

      await nextTask();
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect((await answered).id).toBe(packageIds.tobago);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
