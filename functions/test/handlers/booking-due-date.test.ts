import { describe, expect, it } from 'vitest';
import { createBooking } from '../../src/services/create-booking';
import { findBooking } from '../../src/store/booking-repository';
import { currentFunction } from '../support/item-access-recorder';
import { bookingRequest, departureOn, givenBookablePackage, uniqueClientAddress } from '../support/test-data';

/** A booking made at `now` through the booking service, as `POST /api/bookings` makes it. */
const book = (packageId: string, departureId: string, now: Date) =>
  currentFunction.run('create-booking', () => createBooking(bookingRequest(packageId, { departureId }), now, uniqueClientAddress()));

describe('a booking\u2019s balance due date', () => {
  // 15:00 UTC is 10:00 or 11:00 in New York: the same calendar day there.
  const now = new Date('2090-03-10T15:00:00.000Z');

  it('is the departure\u2019s when booked before it', async () => {
    const departure = departureOn('2090-06-01', { balanceDueDate: '2090-04-17' });
    const trip = await givenBookablePackage({ departures: [departure] });

    const booking = await book(trip.id, departure.id, now);

    expect(await findBooking(booking.id)).toMatchObject({ balanceDueDate: '2090-04-17' });
  });

  it('is three days after the day of booking when the departure\u2019s is today or past, never before the booking', async () => {
    const departure = departureOn('2090-03-30', { balanceDueDate: '2090-03-10' });
    // Added less than 45 days out without a due date of its own: the default falls before today.
    const added = departureOn('2090-04-02');
    const trip = await givenBookablePackage({ departures: [departure, added] });

    expect((await book(trip.id, departure.id, now)).balanceDueDate).toBe('2090-03-13');
    expect((await book(trip.id, added.id, now)).balanceDueDate).toBe('2090-03-13');
  });

  it('is never after the departure itself', async () => {
    const departure = departureOn('2090-03-12', { balanceDueDate: '2090-03-01' });
    const trip = await givenBookablePackage({ departures: [departure] });

    expect((await book(trip.id, departure.id, now)).balanceDueDate).toBe('2090-03-12');
  });

  it('counts the day of booking in New York: late evening there is still that day', async () => {
    const departure = departureOn('2090-03-30', { balanceDueDate: '2090-03-10' });
    const trip = await givenBookablePackage({ departures: [departure] });

    // 03:30 UTC on the 11th is 23:30 on the 10th in New York.
    expect((await book(trip.id, departure.id, new Date('2090-03-11T03:30:00.000Z'))).balanceDueDate).toBe('2090-03-13');
  });
});
