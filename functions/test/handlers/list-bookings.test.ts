import { routes } from '@sunward/shared/routes';
import { BookingPage } from '@sunward/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { handler as listBookings } from '../../src/handlers/list-bookings';
import { invoke } from '../support/invoke';
import { givenBookablePackage, givenBooking, givenSessionCookie } from '../support/test-data';

/** Five bookings of this test's own, made a minute apart far in the future, so they list first. */
async function givenFiveBookings(): Promise<string[]> {
  const trip = await givenBookablePackage({ capacity: 12 });
  const ids: string[] = [];
  for (let minute = 0; minute < 5; minute++) {
    const booking = await givenBooking(trip.id, { now: new Date(Date.UTC(2097, 0, 1, 9, minute, Math.floor(Math.random() * 60))) });
    ids.push(booking.id);
  }
  return ids;
}

async function page(cookie: string, query: Record<string, string>) {
  const response = await invoke(listBookings, routes.listBookings, { cookies: [cookie], query });
  expect(response.status).toBe(200);
  return BookingPage.parse(response.json);
}

describe('GET /api/bookings', () => {
  it('lists bookings newest first to an admin, a page at a time, until nextCursor is null', async () => {
    const oldestFirst = await givenFiveBookings();
    const { cookie } = await givenSessionCookie('admin');

    const seen: string[] = [];
    const pageSizes: number[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 500; pages++) {
      const current: BookingPage = await page(cookie, { limit: '2', ...(cursor ? { cursor } : {}) });
      pageSizes.push(current.bookings.length);
      seen.push(...current.bookings.map((booking) => booking.id));
      cursor = current.nextCursor;
      if (!cursor || oldestFirst.every((id) => seen.includes(id))) break;
    }

    const ours = seen.filter((id) => oldestFirst.includes(id));
    expect(ours).toEqual([...oldestFirst].reverse());
    expect(pageSizes.slice(0, -1).every((size) => size === 2)).toBe(true);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('answers nextCursor null on the last page', async () => {
    await givenFiveBookings();
    const { cookie } = await givenSessionCookie('admin');

    let current = await page(cookie, { limit: '100' });
    for (let pages = 0; current.nextCursor && pages < 100; pages++) {
      expect(current.bookings).toHaveLength(100);
      current = await page(cookie, { limit: '100', cursor: current.nextCursor });
    }

    expect(current.nextCursor).toBeNull();
    expect(current.bookings.length).toBeGreaterThan(0);
  });

  it('answers 400 to a limit over 100, under 1 or not a number', async () => {
    const { cookie } = await givenSessionCookie('admin');

    for (const limit of ['101', '0', 'ten', '2.5']) {
      const response = await invoke(listBookings, routes.listBookings, { cookies: [cookie], query: { limit } });
      expect(response.status, limit).toBe(400);
      expect(response.json).toMatchObject({ issues: [{ path: ['limit'] }] });
    }
  });

  it('answers 400 Invalid cursor to a malformed or edited cursor, never 500', async () => {
    const { cookie } = await givenSessionCookie('admin');
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const firstPage = await page(cookie, { limit: '1' });
    const real = firstPage.nextCursor;
    expect(real).not.toBeNull();
    const realKey = JSON.parse(Buffer.from(real ?? '', 'base64url').toString()) as Record<string, string>;

    const cursors = [
      'not a cursor!',
      'e30',
      Buffer.from('not json').toString('base64url'),
      encode([1, 2]),
      encode({ ...realKey, typePk: 'PACKAGE' }),
      encode({ ...realKey, pk: 'SESSION#abc' }),
      encode({ ...realKey, typeSk: 123 }),
      encode({ ...realKey, extra: 'x' }),
      encode({ ...realKey, pk: 'BOOKING#someone-else' }),
    ];
    for (const cursor of cursors) {
      const response = await invoke(listBookings, routes.listBookings, { cookies: [cookie], query: { cursor } });
      expect(response.status, cursor).toBe(400);
      expect(response.json, cursor).toMatchObject({ message: expect.stringMatching(/cursor/i) as unknown });
    }
  });

  it('answers 401 to a visitor and to a customer', async () => {
    const { cookie } = await givenSessionCookie('customer');

    expect((await invoke(listBookings, routes.listBookings)).status).toBe(401);
    expect((await invoke(listBookings, routes.listBookings, { cookies: [cookie] })).status).toBe(401);
  });
});
