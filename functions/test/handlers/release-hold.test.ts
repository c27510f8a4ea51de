import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@sunward/shared/routes';
import { BookingResponse } from '@sunward/shared/schemas/booking';
import { holdKey } from '@sunward/shared/table';
import { describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/release-hold';
import { DEPOSIT_PAID_MESSAGE, NOT_HOLDING_MESSAGE } from '../../src/services/release-hold';
import { startDepositPayment } from '../../src/services/start-deposit-payment';
import { listAuditEntries } from '../../src/store/audit-repository';
import { findBooking } from '../../src/store/booking-repository';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { invoke } from '../support/invoke';
import { confirmAsBrowser, stripePaymentIntent } from '../support/stripe';
import { givenBookablePackage, givenBooking, givenSessionCookie, seatsLeftOn, testDeparture, uniqueId } from '../support/test-data';

const release = (bookingId: string, cookies: string[] = []) => invoke(handler, routes.releaseHold, { params: { id: bookingId }, cookies });

async function holdItemOf(bookingId: string) {
  return (await documentClient.send(new GetCommand({ TableName: tableName, Key: holdKey(bookingId), ConsistentRead: true }))).Item;
}

describe('POST /api/bookings/{id}/release-hold', () => {
  it('expires the unpaid booking, gives its seats back once and records who released it', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 4 });
    const admin = await givenSessionCookie('admin');
    expect(await seatsLeftOn(trip.id)).toBe(8);

    const released = await release(booking.id, [admin.cookie]);

    expect(released.status).toBe(200);
    expect(BookingResponse.parse(released.json).booking).toMatchObject({ id: booking.id, status: 'expired' });
    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired' });
    expect(await seatsLeftOn(trip.id)).toBe(12);
    expect(await holdItemOf(booking.id)).toBeUndefined();
    expect(await listAuditEntries(trip.id)).toEqual([
      expect.objectContaining({
        action: 'hold-released',
        by: admin.subject,
        departureId: testDeparture.id,
        changes: [{ field: 'unpaidHold', from: `${booking.reference} · 4 seats`, to: 'released' }],
      }),
    ]);

    const again = await release(booking.id, [admin.cookie]);

    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: NOT_HOLDING_MESSAGE });
    expect(await seatsLeftOn(trip.id)).toBe(12);
    expect(await listAuditEntries(trip.id)).toHaveLength(1);
  });

  it('gives the seats back once when the operator clicks twice at once', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 3 });
    const admin = await givenSessionCookie('admin');

    const answers = await Promise.all([release(booking.id, [admin.cookie]), release(booking.id, [admin.cookie])]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await seatsLeftOn(trip.id)).toBe(12);
    expect(await listAuditEntries(trip.id)).toHaveLength(1);
  });

  it('cancels the open deposit PaymentIntent at Stripe before the seats go back', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2 });
    const { intent } = await startDepositPayment(booking.id, new Date());
    const admin = await givenSessionCookie('admin');

    expect((await release(booking.id, [admin.cookie])).status).toBe(200);

    expect(await stripePaymentIntent(intent.id)).toMatchObject({ status: 'canceled' });
    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired' });
    expect(await seatsLeftOn(trip.id)).toBe(12);
  });

  it('keeps the seats of a booking whose deposit was paid at Stripe, recording the payment instead', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2 });
    const { intent } = await startDepositPayment(booking.id, new Date());
    expect((await confirmAsBrowser(intent.id, intent.clientSecret ?? '', '4242 4242 4242 4242')).status).toBe(200);
    const admin = await givenSessionCookie('admin');

    const refused = await release(booking.id, [admin.cookie]);

    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: DEPOSIT_PAID_MESSAGE });
    expect(await findBooking(booking.id)).toMatchObject({ status: 'deposit_paid' });
    expect(await seatsLeftOn(trip.id)).toBe(10);
    expect(await listAuditEntries(trip.id)).toEqual([]);
  });

  it('refuses a paid booking with a 409, changing nothing', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2, status: 'deposit_paid' });
    const admin = await givenSessionCookie('admin');

    const refused = await release(booking.id, [admin.cookie]);

    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: NOT_HOLDING_MESSAGE });
    expect(await seatsLeftOn(trip.id)).toBe(10);
  });

  it('answers 404 for a booking that does not exist', async () => {
    const admin = await givenSessionCookie('admin');

    const missing = await release(uniqueId('no-such-booking'), [admin.cookie]);

    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: 'Booking not found' });
  });

  it('answers 401 to a visitor and to a customer, releasing nothing', async () => {
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2 });
    const customer = await givenSessionCookie('customer');

    expect((await release(booking.id)).status).toBe(401);
    expect((await release(booking.id, [customer.cookie])).status).toBe(401);
    expect(await findBooking(booking.id)).toMatchObject({ status: 'pending' });
    expect(await seatsLeftOn(trip.id)).toBe(10);
  });
});
