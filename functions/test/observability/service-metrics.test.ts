import { randomUUID } from 'node:crypto';
import { type RouteDefinition, routes } from '@sunward/shared/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { handler as adminLogin } from '../../src/handlers/admin-login';
import { handler as createBooking } from '../../src/handlers/create-booking';
import { handler as requestOtp } from '../../src/handlers/request-otp';
import { handler as verifyOtp } from '../../src/handlers/verify-otp';
import { withRoute } from '../../src/middleware/with-route';
import { metricNames } from '../../src/observability/metrics';
import { givenAdmin, postFrom, uniqueIp } from '../support/admin-users';
import { captureMetrics, type MetricsCapture } from '../support/emf';
import { invoke } from '../support/invoke';
import { mailedCode } from '../support/one-time-codes';
import { bookingRequest, givenBookablePackage, givenBooking, givenSeatsLeft } from '../support/test-data';

let emitted: MetricsCapture;

beforeEach(() => {
  emitted = captureMetrics();
});

afterEach(() => emitted.stop());

/** The reasons of a metric's emissions, in order. */
const reasonsOf = (name: string) => emitted.named(name).map((metric) => metric.dimensions.reason);

describe('booking metrics', () => {
  it('counts a created booking once, and nothing refused', async () => {
    const trip = await givenBookablePackage();

    const response = await invoke(createBooking, routes.createBooking, { body: bookingRequest(trip.id) });

    expect(response.status).toBe(201);
    expect(emitted.named(metricNames.bookingsCreated)).toEqual([
      expect.objectContaining({ value: 1, unit: 'Count', namespace: 'SunwardTravel', dimensionSets: [[], ['service']] }),
    ]);
    expect(emitted.named(metricNames.bookingsRefused)).toEqual([]);
  });

  it('counts each refused booking once with its reason, and no booking created', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    await givenSeatsLeft(trip.id, 2);
    const soldOut = await givenBookablePackage({ isSoldOut: true });

    const answers = [
      await invoke(createBooking, routes.createBooking, { body: bookingRequest(trip.id, { travelers: 3 }) }),
      await invoke(createBooking, routes.createBooking, { body: bookingRequest(soldOut.id) }),
      await invoke(createBooking, routes.createBooking, { body: bookingRequest(`no-trip-${randomUUID()}`) }),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([409, 409, 404]);
    expect(reasonsOf(metricNames.bookingsRefused)).toEqual(['not-enough-seats', 'sold-out', 'unknown-trip']);
    expect(emitted.named(metricNames.bookingsRefused)[0]).toMatchObject({ value: 1, dimensionSets: [[], ['service'], ['reason']] });
    expect(emitted.total(metricNames.bookingsCreated)).toBe(0);
  });

  it('counts the open-holds limit as a refusal', async () => {
    const trip = await givenBookablePackage();
    const first = await givenBooking(trip.id);
    for (let hold = 0; hold < 2; hold += 1) await givenBooking(trip.id, { email: first.email });
    emitted.clear();

    const answer = await invoke(createBooking, routes.createBooking, { body: bookingRequest(trip.id, { email: first.email }) });

    expect(answer.status).toBe(429);
    expect(reasonsOf(metricNames.bookingsRefused)).toEqual(['too-many-holds']);
  });
});

describe('one-time code metrics', () => {
  it('counts each refused code once by reason, and nothing for the right code', async () => {
    const trip = await givenBookablePackage();
    const { email } = await givenBooking(trip.id);
    await invoke(requestOtp, routes.requestOtp, { body: { email } });
    const code = await mailedCode(email);
    const verify = (tried: string, address = email) => invoke(verifyOtp, routes.verifyOtp, { body: { email: address, code: tried } });
    emitted.clear();

    const wrong = await verify(code === '000000' ? '000001' : '000000');
    const none = await verify('123456', `nobody-${randomUUID()}@example.com`);
    const right = await verify(code);
    const reused = await verify(code);

    expect([wrong.status, none.status, right.status, reused.status]).toEqual([401, 401, 200, 401]);
    // A used code is gone from the table, so its reuse finds no live code.
    expect(reasonsOf(metricNames.verificationFailures)).toEqual(['wrong-code', 'no-live-code', 'no-live-code']);
    expect(emitted.total(metricNames.verificationFailures)).toBe(3);
  });
});

describe('admin sign-in metrics', () => {
  it('counts each failure, and the one failure that locks a username and an address', async () => {
    const admin = await givenAdmin();
    const ip = uniqueIp();
    const login = (password: string) => postFrom(ip, adminLogin, routes.adminLogin, { username: admin.username, password });

    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) answers.push(await login(`Wrong-${attempt}`));

    expect(answers.map((answer) => answer.status)).toEqual([...Array.from({ length: 9 }, () => 401), 429, 429]);
    // The 11th is refused while locked before anything is counted.
    expect(emitted.total(metricNames.adminSignInFailures)).toBe(10);
    expect(emitted.named(metricNames.adminSignInLocks).map((metric) => metric.dimensions.scope).sort()).toEqual(['ip', 'user']);
  });

  it('counts nothing for a right password', async () => {
    const admin = await givenAdmin();

    expect((await postFrom(uniqueIp(), adminLogin, routes.adminLogin, admin)).status).toBe(200);
    expect(emitted.total(metricNames.adminSignInFailures)).toBe(0);
    expect(emitted.total(metricNames.adminSignInLocks)).toBe(0);
  });
});

describe('health metrics', () => {
  const failingRoute = { method: 'GET', path: '/api/failing', handler: 'failing', access: 'public', response: z.object({}) } as const satisfies RouteDefinition;

  it('counts each 5xx answer once as a server error, and no 4xx', async () => {
    const failing = withRoute(failingRoute, () => Promise.reject(new Error('boom')));
    const refusing = withRoute(failingRoute, () => Promise.resolve({ status: 200, body: { unexpected: true } as never }));

    expect((await invoke(failing, failingRoute)).status).toBe(500);
    expect((await invoke(refusing, failingRoute, { direct: true })).status).toBe(403);

    expect(emitted.total(metricNames.serverErrors)).toBe(1);
  });

  it("counts a cold start on a function's first invocation and not on its second", async () => {
    // Freshly imported middleware and metrics stand for a new execution environment.
    vi.resetModules();
    const fresh = await import('../../src/middleware/with-route');
    const answering = fresh.withRoute(failingRoute, () => Promise.resolve({ status: 200, body: {} }));

    expect((await invoke(answering, failingRoute)).status).toBe(200);
    expect(emitted.total(metricNames.coldStarts)).toBe(1);

    emitted.clear();
    expect((await invoke(answering, failingRoute)).status).toBe(200);
    expect(emitted.named(metricNames.coldStarts)).toEqual([]);
  });
});
