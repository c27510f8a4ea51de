import type { AdminDeparture, AdminTrip } from '@sunward/shared/schemas/catalogue-admin';
import type { AdminWaitlist, AdminWaitlistEntry } from '@sunward/shared/schemas/waitlist';

const HOUR_MS = 3_600_000;

function at(now: Date, hours: number): string {
  return new Date(now.getTime() + hours * HOUR_MS).toISOString();
}

/** A sold-out departure about four months after `now`, its balance due two months before it leaves. */
export function soldOutDeparture(now: Date): AdminDeparture {
  const day = (days: number) => new Date(now.getTime() + days * 24 * HOUR_MS).toISOString().slice(0, 10);
  return {
    id: day(110),
    departureDate: day(110),
    returnDate: day(115),
    capacity: 12,
    seatsLeft: 0,
    seatsSold: 10,
    seatsHeld: 2,
    seatsOffered: 0,
    price: 1299,
    customPrice: null,
    balanceDueDate: day(50),
    customBalanceDueDate: null,
    state: 'open',
    version: 4,
  };
}

/** Tobago as `GET /api/admin/trips` answers it, with the given departures. */
export function adminTobago(departures: AdminDeparture[]): AdminTrip {
  return {
    id: 'tobago-island-escape',
    title: 'Tobago Island Escape',
    destination: 'Tobago',
    price: 1299,
    highlights: ['Reef snorkelling', 'Rainforest walk'],
    isSoldOut: false,
    capacity: 12,
    version: 2,
    departures,
  };
}

export function waitlistTrip(now: Date, departure: AdminDeparture = soldOutDeparture(now)): AdminTrip {
  return adminTobago([departure]);
}

function entry(overrides: Partial<AdminWaitlistEntry> & Pick<AdminWaitlistEntry, 'id' | 'name' | 'email' | 'state'>): AdminWaitlistEntry {
  return {
    phone: '+1 868 555 0142',
    travelers: 2,
    joinedAt: '',
    confirmedAt: null,
    placeInLine: null,
    offeredAt: null,
    offerExpiresAt: null,
    bookingId: null,
    endedAt: null,
    ...overrides,
  };
}

/**
 * A departure's line as the operator finds it: Ann holds an offer, Ben and Chloé wait behind her,
 * Dev has not confirmed his address, Elena booked from an offer and Femi's offer lapsed. In the
 * server's order: the line by place, then the others newest first.
 */
export function waitlistEntries(now: Date): AdminWaitlistEntry[] {
  return [
    entry({
      id: 'wl-ann',
      name: 'Ann Lee',
      email: 'ann.lee@example.com',
      phone: '+1 868 555 0101',
      state: 'offered',
      joinedAt: at(now, -120),
      confirmedAt: at(now, -119.5),
      placeInLine: 1,
      offeredAt: at(now, -6),
      offerExpiresAt: at(now, 42),
    }),
    entry({
      id: 'wl-ben',
      name: 'Ben Okafor',
      email: 'ben.okafor@example.com',
      phone: '+1 868 555 0177',
      travelers: 3,
      state: 'waiting',
      joinedAt: at(now, -96),
      confirmedAt: at(now, -95),
      placeInLine: 2,
    }),
    entry({
      id: 'wl-chloe',
      name: 'Chloé Martin',
      email: 'chloe.martin@example.com',
      phone: '+1 868 555 0123',
      travelers: 1,
      state: 'waiting',
      joinedAt: at(now, -30),
      confirmedAt: at(now, -29),
      placeInLine: 3,
    }),
    entry({ id: 'wl-dev', name: 'Dev Patel', email: 'dev.patel@example.com', phone: '+1 868 555 0190', travelers: 4, state: 'unconfirmed', joinedAt: at(now, -2) }),
    entry({
      id: 'wl-elena',
      name: 'Elena Rossi',
      email: 'elena.rossi@example.com',
      phone: '+1 868 555 0155',
      state: 'booked',
      joinedAt: at(now, -240),
      confirmedAt: at(now, -239),
      offeredAt: at(now, -72),
      bookingId: 'bk-elena',
      endedAt: at(now, -50),
    }),
    entry({
      id: 'wl-femi',
      name: 'Femi Adeyemi',
      email: 'femi.adeyemi@example.com',
      phone: '+1 868 555 0166',
      travelers: 2,
      state: 'lapsed',
      joinedAt: at(now, -300),
      confirmedAt: at(now, -299),
      offeredAt: at(now, -170),
      endedAt: at(now, -122),
    }),
  ];
}

/** The counts the server answers beside `entries`. */
export function waitlistOf(entries: readonly AdminWaitlistEntry[]): AdminWaitlist {
  const inState = (state: AdminWaitlistEntry['state']) => entries.filter((entry) => entry.state === state);
  return {
    entries: [...entries],
    counts: {
      waiting: inState('waiting').length,
      offered: inState('offered').length,
      seatsOffered: inState('offered').reduce((sum, entry) => sum + entry.travelers, 0),
      booked: inState('booked').length,
      lapsed: inState('lapsed').length,
      unconfirmed: inState('unconfirmed').length,
    },
  };
}
