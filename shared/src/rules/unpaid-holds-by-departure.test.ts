import { describe, expect, it } from 'vitest';
import { unpaidHoldsByDeparture } from './unpaid-holds-by-departure';

const now = new Date('2031-03-10T10:00:00.000Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

function booking(id: string, change: Partial<{ packageId: string; departureId: string | null; departureDate: string | null; travelers: number; status: 'pending' | 'deposit_paid' | 'expired'; lapsesIn: number }> = {}) {
  const { lapsesIn = 10, ...rest } = change;
  return {
    id,
    packageId: 'morocco',
    packageTitle: 'Portugal and Morocco Discovery',
    departureId: '2031-06-01',
    departureDate: '2031-06-01',
    travelers: 2,
    status: 'pending' as const,
    holdExpiresAt: inMinutes(lapsesIn),
    ...rest,
  };
}

describe('unpaid holds per departure', () => {
  it('adds up the seats each departure has held unpaid, its soonest-lapsing hold first', () => {
    const later = booking('later', { travelers: 4, lapsesIn: 25 });
    const sooner = booking('sooner', { travelers: 3, lapsesIn: 5 });

    expect(unpaidHoldsByDeparture([later, sooner], now)).toEqual([
      { packageId: 'morocco', packageTitle: 'Portugal and Morocco Discovery', departureId: '2031-06-01', departureDate: '2031-06-01', seats: 7, bookings: [sooner, later] },
    ]);
  });

  it.each([
    ['a paid booking', booking('paid', { status: 'deposit_paid' })],
    ['an expired booking', booking('expired', { status: 'expired', lapsesIn: -20 })],
    ['a pending booking whose hold has lapsed', booking('lapsed', { lapsesIn: -1 })],
  ])('leaves out %s', (_case, left) => {
    expect(unpaidHoldsByDeparture([left], now)).toEqual([]);
  });

  it('keeps departures apart, also two trips leaving the same day, soonest departure first', () => {
    const groups = unpaidHoldsByDeparture(
      [
        booking('july', { departureId: '2031-07-01', departureDate: '2031-07-01' }),
        booking('june-morocco'),
        booking('june-belize', { packageId: 'belize', travelers: 1 }),
      ].map((held, index) => (index === 2 ? { ...held, packageTitle: 'Belize Adventure' } : held)),
      now,
    );

    expect(groups.map((group) => [group.packageId, group.departureId, group.seats])).toEqual([
      ['belize', '2031-06-01', 1],
      ['morocco', '2031-06-01', 2],
      ['morocco', '2031-07-01', 2],
    ]);
  });
});
