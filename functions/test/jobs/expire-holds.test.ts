import { describe, expect, it } from 'vitest';
import { expireHolds } from '../../src/jobs/expire-holds';
import { findBooking, listHoldsDueBy } from '../../src/store/booking-repository';
import { findPackage } from '../../src/store/package-repository';
import { givenBookablePackage, givenBooking } from '../support/test-data';

const minutes = (count: number) => count * 60_000;

/**
 * Each test books at its own moment in the past, so the runs it makes reach its own holds and
 * never those of tests running at the real time.
 */
function momentFor(test: number): Date {
  return new Date(Date.UTC(2021, 0, 1 + test, 9, 0, 0));
}

async function seatsLeftOn(packageId: string): Promise<number | undefined> {
  return (await findPackage(packageId))?.seatsLeft;
}

describe('expiring seat holds', () => {
  it('expires an unpaid booking past its hold and gives its seats back', async () => {
    const bookedAt = momentFor(1);
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 3, now: bookedAt });
    expect(await seatsLeftOn(trip.id)).toBe(9);

    const expired = await expireHolds(new Date(bookedAt.getTime() + minutes(31)));

    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired' });
    expect(await seatsLeftOn(trip.id)).toBe(12);
  });

  it('expires a hold exactly at its time', async () => {
    const bookedAt = momentFor(2);
    const trip = await givenBookablePackage();
    const booking = await givenBooking(trip.id, { now: bookedAt });

    await expireHolds(new Date(booking.holdExpiresAt));

    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired' });
  });

  it('leaves a booking alone while its hold lasts', async () => {
    const bookedAt = momentFor(3);
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2, now: bookedAt });

    await expireHolds(new Date(bookedAt.getTime() + minutes(29)));

    expect(await findBooking(booking.id)).toMatchObject({ status: 'pending' });
    expect(await seatsLeftOn(trip.id)).toBe(10);
  });

  it.each(['deposit_paid', 'confirmed'] as const)('never expires a %s booking, and drops its stale hold', async (status) => {
    const bookedAt = momentFor(status === 'deposit_paid' ? 4 : 5);
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 2, now: bookedAt, status });
    const later = new Date(bookedAt.getTime() + minutes(60));

    await expireHolds(later);

    expect(await findBooking(booking.id)).toMatchObject({ status });
    expect(await seatsLeftOn(trip.id)).toBe(10);
    expect((await listHoldsDueBy(later)).map((hold) => hold.bookingId)).not.toContain(booking.id);
  });

  it('gives seats back once however often it runs', async () => {
    const bookedAt = momentFor(6);
    const trip = await givenBookablePackage({ capacity: 12 });
    const booking = await givenBooking(trip.id, { travelers: 4, now: bookedAt });
    const later = new Date(bookedAt.getTime() + minutes(45));

    await Promise.all([expireHolds(later), expireHolds(later)]);
    await expireHolds(later);

    expect(await findBooking(booking.id)).toMatchObject({ status: 'expired' });
    expect(await seatsLeftOn(trip.id)).toBe(12);
  });
});
