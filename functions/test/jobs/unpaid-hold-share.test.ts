import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { metricNames } from '../../src/observability/metrics';
import { publishUnpaidHoldShare } from '../../src/services/unpaid-hold-share';
import { releaseHold } from '../../src/services/release-hold';
import { captureMetrics, type MetricsCapture } from '../support/emf';
import { departureOn, givenBookablePackage, givenBooking, givenDeparture } from '../support/test-data';

let emitted: MetricsCapture;

beforeEach(() => {
  emitted = captureMetrics();
});

afterEach(() => emitted.stop());

// Departures later than any other test's, measured from the day before them: only this file's count.
const [first, second] = [departureOn('2161-06-01'), departureOn('2161-06-15')];
const dayBefore = new Date('2161-05-31T12:00:00.000Z');

describe('the share of open seats held unpaid (decision 037)', () => {
  it('measures the seats held unpaid against the open seats of the open departures, and writes both', async () => {
    const trip = await givenBookablePackage({ capacity: 12, departures: [first, second] });
    const held = await givenBooking(trip.id, { travelers: 6, departureId: first.id });
    // Paid bookings hold no seats: their hold item is gone, their seats are sold.
    await givenDeparture(trip.id, { seatsLeft: 8 }, second.id);

    const share = await publishUnpaidHoldShare(dayBefore);

    // 6 held of the 20 seats nobody has paid for: first's 6 left and 6 held, second's 8 left.
    expect(share).toEqual({ heldSeats: 6, openSeats: 20, percent: 30 });
    expect(emitted.named(metricNames.unpaidHeldSeatShare)).toEqual([expect.objectContaining({ value: 30, unit: 'Percent' })]);
    expect(emitted.named(metricNames.unpaidHeldSeats)).toEqual([expect.objectContaining({ value: 6, unit: 'Count' })]);

    await releaseHold(held.id, 'admin', dayBefore);
    expect(await publishUnpaidHoldShare(dayBefore)).toEqual({ heldSeats: 0, openSeats: 20, percent: 0 });

    await givenDeparture(trip.id, { state: 'closed' }, second.id);
    expect(await publishUnpaidHoldShare(dayBefore)).toEqual({ heldSeats: 0, openSeats: 12, percent: 0 });
  });
});
