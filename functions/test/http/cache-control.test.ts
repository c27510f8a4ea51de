import { type RouteDefinition, routeList, routes } from '@sunward/shared/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as createBooking } from '../../src/handlers/create-booking';
import { handler as getPackage } from '../../src/handlers/get-package';
import { handler as getRuntimeConfig } from '../../src/handlers/get-runtime-config';
import { handler as listPackages } from '../../src/handlers/list-packages';
import { catalogueCacheControl, publicCacheHandlers } from '../../src/http/cache-control';
import { jsonResponse } from '../../src/http/json-response';
import { answerCode, challengeOf, login } from '../support/admin-sign-in';
import { codeFor, givenAdmin, uniqueIp } from '../support/admin-users';
import { invoke } from '../support/invoke';
import { bookingRequest, givenBookablePackage, givenSeatsLeft, givenSessionCookie, testDeparture } from '../support/test-data';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const handlerOf = async (route: RouteDefinition) =>
  ((await import(`../../src/handlers/${route.handler}.ts`)) as { handler: Handler }).handler;

describe('Cache-Control', () => {
  it('lets CloudFront and browsers keep the catalogue reads for tens of seconds, then revalidate', async () => {
    const trip = await givenBookablePackage();
    const { cookie } = await givenSessionCookie('customer');

    const answers = [
      await invoke(listPackages, routes.listPackages),
      await invoke(getPackage, routes.getPackage, { params: { id: trip.id } }),
      await invoke(getRuntimeConfig, routes.getRuntimeConfig),
      // A session cookie changes nothing: these answers are the same for everyone.
      await invoke(listPackages, routes.listPackages, { cookies: [cookie] }),
    ];

    expect(catalogueCacheControl).toMatch(/^public, max-age=[1-9]\d, stale-while-revalidate=\d+$/);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe(catalogueCacheControl);
    }
  });

  it('leaves the booking call the authority on seats when a cached count is stale', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    // What a cache may keep for up to a minute: the trip with 4 seats left.
    await givenSeatsLeft(trip.id, 4);
    const cached = await invoke(getPackage, routes.getPackage, { params: { id: trip.id } });
    expect(cached.headers['cache-control']).toBe(catalogueCacheControl);
    expect(cached.json).toMatchObject({ departures: [expect.objectContaining({ id: testDeparture.id, seatsLeft: 4 })] });
    // Meanwhile others book 3 of them.
    expect((await invoke(createBooking, routes.createBooking, { body: bookingRequest(trip.id, { travelers: 3 }) })).status).toBe(201);

    const late = await invoke(createBooking, routes.createBooking, { body: bookingRequest(trip.id, { travelers: 2, departureId: testDeparture.id }) });

    expect(late.status).toBe(409);
    expect(late.json).toEqual({ message: 'Only 1 seat left on this trip' });
  });

  it('keeps an unknown trip’s 404 out of every cache', async () => {
    const answer = await invoke(getPackage, routes.getPackage, { params: { id: 'no-such-trip' } });

    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it.each(routeList.filter((route) => !publicCacheHandlers.includes(route.handler)).map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers no-store, signed out and signed in',
    async (_, route) => {
      const handler = await handlerOf(route);
      const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, 'x']));
      const role = route.access === 'admin' || route.access === 'customer-or-admin' ? 'admin' : 'customer';
      const { cookie } = await givenSessionCookie(role);

      for (const cookies of [[], [cookie]]) {
        const answer = await invoke(handler, route, { params, cookies, headers: { 'sec-fetch-site': 'same-origin' } });
        expect(answer.headers['cache-control'], `${answer.status}`).toBe('no-store');
      }
    },
  );

  it('is no-store on an answer that sets a cookie, whatever else it asked for', async () => {
    const admin = await givenAdmin();
    const ip = uniqueIp();
    const setup = challengeOf(await login(ip, admin.username, admin.password));

    // The session cookie comes with the second factor's answer, the first answer that sets one.
    const signedIn = await answerCode(ip, { username: admin.username, session: setup.session, challenge: 'MFA_SETUP', code: await codeFor(setup.secret ?? '') });

    expect(signedIn.status).toBe(200);
    expect(signedIn.cookies).toHaveLength(1);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(jsonResponse(200, {}, ['a=b'], {}, catalogueCacheControl).headers).toMatchObject({ 'cache-control': 'no-store' });
  });
});
