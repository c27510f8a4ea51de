import { routes } from '@sunward/shared/routes';
import { describe, expect, it } from 'vitest';
import { cents } from '@sunward/shared/money';
import { handler as customerLogout } from '../../src/handlers/customer-logout';
import { handler as listBookingPayments } from '../../src/handlers/list-booking-payments';
import { handler as listMyBookings } from '../../src/handlers/list-my-bookings';
import type { BookingRecord } from '../../src/store/booking-repository';
import { recordDeposit } from '../../src/store/deposit-recorder';
import { createSession } from '../../src/store/session-repository';
import { invoke } from '../support/invoke';
import { givenBookablePackage, givenBooking, givenSessionCookie } from '../support/test-data';

/** The cookie of a customer signed in with the code mailed to `email`. */
async function customerCookieFor(email: string): Promise<string> {
  const { id } = await createSession({ role: 'customer', subject: email, lifetimeSeconds: 7200 }, new Date());
  return `__Host-sid=${id}`;
}

async function givenPaidBooking(): Promise<{ booking: BookingRecord; paymentIntentId: string }> {
  const trip = await givenBookablePackage();
  const booking = await givenBooking(trip.id);
  const paymentIntentId = `pi_test${booking.id.replaceAll('-', '').slice(0, 16)}`;
  await recordDeposit(booking.id, {
    bookingId: booking.id,
    paymentIntentId,
    amountCents: booking.depositCents,
    purpose: 'deposit',
    paidAt: '2026-11-20T15:04:05.000Z',
  }, { recorded: () => [], refundDue: () => [] });
  return { booking, paymentIntentId };
}

function paymentsOf(bookingId: string, cookie?: string) {
  return invoke(listBookingPayments, routes.listBookingPayments, {
    params: { id: bookingId },
    ...(cookie ? { cookies: [cookie] } : {}),
  });
}

describe('GET /api/my/bookings', () => {
  it('answers the signed-in customer’s own bookings only', async () => {
    const trip = await givenBookablePackage();
    const mine = await givenBooking(trip.id);
    await givenBooking(trip.id);

    const response = await invoke(listMyBookings, routes.listMyBookings, { cookies: [await customerCookieFor(mine.email)] });

    expect(response.status).toBe(200);
    expect(response.json).toEqual([expect.objectContaining({ id: mine.id, email: mine.email })]);
  });

  it.each([
    ['no session', async () => undefined],
    ['an admin session', async () => (await givenSessionCookie('admin')).cookie],
  ])('answers 401 to %s', async (_label, cookie) => {
    const given = await cookie();

    const response = await invoke(listMyBookings, routes.listMyBookings, given ? { cookies: [given] } : {});

    expect(response.status).toBe(401);
  });
});

describe('GET /api/bookings/{id}/payments', () => {
  it('lists the payments of the customer’s own booking', async () => {
    const { booking, paymentIntentId } = await givenPaidBooking();

    const response = await paymentsOf(booking.id, await customerCookieFor(booking.email));

    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      { id: paymentIntentId, amount: booking.depositCents, paidAt: '2026-11-20T15:04:05.000Z', status: 'succeeded', method: 'card' },
    ]);
  });

  it('answers 404 for another address’s booking, as for one that does not exist', async () => {
    const { booking } = await givenPaidBooking();
    const stranger = await givenSessionCookie('customer');

    const theirs = await paymentsOf(booking.id, stranger.cookie);
    const missing = await paymentsOf('no-such-booking', stranger.cookie);

    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual({ message: 'Booking not found' });
    expect(missing.json).toEqual(theirs.json);
  });

  it('lets an admin read any booking’s payments', async () => {
    const { booking, paymentIntentId } = await givenPaidBooking();
    const { cookie } = await givenSessionCookie('admin');

    const response = await paymentsOf(booking.id, cookie);

    expect(response.status).toBe(200);
    expect(response.json).toEqual([expect.objectContaining({ id: paymentIntentId, amount: cents(booking.depositCents) })]);
  });

  it('answers 401 without a session', async () => {
    const { booking } = await givenPaidBooking();

    expect((await paymentsOf(booking.id)).status).toBe(401);
  });
});

describe('POST /api/my/logout', () => {
  it('ends the customer session: the next call answers 401', async () => {
    const trip = await givenBookablePackage();
    const mine = await givenBooking(trip.id);
    const cookie = await customerCookieFor(mine.email);

    const logout = await invoke(customerLogout, routes.customerLogout, { cookies: [cookie] });
    const after = await invoke(listMyBookings, routes.listMyBookings, { cookies: [cookie] });

    expect(logout.status).toBe(204);
    expect(after.status).toBe(401);
  });
});
