import './zod-setup';
import * as z from 'zod/mini';
import { MAX_DEPARTURE_CAPACITY, MIN_DEPARTURE_CAPACITY } from '../rules/capacity';
import { BookingStatus } from './booking';
import { Id, IsoDate, IsoTimestamp, RequiredText } from './fields';
import { DepartureState } from './package';

/** The highest price per person the operator may set: a typo guard, ten times the dearest trip. */
export const MAX_PRICE_DOLLARS = 50_000;
export const MAX_HIGHLIGHTS = 12;

/** A departure's group size: whole travellers, within what one guide and one coach can take. */
export const DepartureCapacity = z
  .number({ error: 'Capacity must be a number' })
  .check(
    z.int('Capacity must be a whole number'),
    z.minimum(MIN_DEPARTURE_CAPACITY, `Capacity must be at least ${MIN_DEPARTURE_CAPACITY}`),
    z.maximum(MAX_DEPARTURE_CAPACITY, `Capacity can be at most ${MAX_DEPARTURE_CAPACITY}`),
  );

/** A price per person in whole dollars, as the operator types it. */
export const PriceDollars = z
  .number({ error: 'Price must be a number' })
  .check(
    z.int('Price must be whole dollars'),
    z.positive('Price must be more than $0'),
    // Formatted when the error happens: a number formatter built at import costs every cold start.
    z.maximum(MAX_PRICE_DOLLARS, { error: () => `Price can be at most $${MAX_PRICE_DOLLARS.toLocaleString('en-US')}` }),
  );

const Version = z.number().check(z.int(), z.positive());

/** One departure of a trip as the admin sees it: every departure, past, closed and cancelled too. */
export const AdminDeparture = z.object({
  id: Id,
  departureDate: IsoDate,
  returnDate: IsoDate,
  capacity: z.number().check(z.int(), z.nonnegative()),
  /** The live counter: what a booking may still take. */
  seatsLeft: z.number().check(z.int()),
  /** Seats of bookings whose deposit is in. */
  seatsSold: z.number().check(z.int(), z.nonnegative()),
  /** Seats of unpaid bookings whose hold has not lapsed. */
  seatsHeld: z.number().check(z.int(), z.nonnegative()),
  /** Seats held for waitlist offers not yet booked (decision 053): capacity = left + sold + held + offered. */
  seatsOffered: z.number().check(z.int(), z.nonnegative()),
  /** Dollars per person it sells at: its own price, or else the trip's. */
  price: z.number().check(z.nonnegative()),
  /** Its own price in dollars; null when it follows the trip's. */
  customPrice: z.nullable(z.number().check(z.nonnegative())),
  balanceDueDate: IsoDate,
  /** The operator's balance due date; null when it is the default before departure. */
  customBalanceDueDate: z.nullable(IsoDate),
  state: DepartureState,
  version: Version,
});
export type AdminDeparture = z.infer<typeof AdminDeparture>;

/** A trip as the admin edits it, with all its departures in date order. */
export const AdminTrip = z.object({
  id: Id,
  title: z.string(),
  destination: z.string(),
  /** The trip's own price per person in dollars: what departures without their own sell at. */
  price: z.number().check(z.nonnegative()),
  highlights: z.array(z.string()),
  /** The operator's flag: sold out whatever its departures' seats. */
  isSoldOut: z.boolean(),
  /** The group size a new departure starts with. */
  capacity: z.number().check(z.int(), z.positive()),
  version: Version,
  departures: z.array(AdminDeparture),
});
export type AdminTrip = z.infer<typeof AdminTrip>;

export const AdminTripList = z.array(AdminTrip);
export type AdminTripList = z.infer<typeof AdminTripList>;

export const TripIdParams = z.object({ id: Id });
export type TripIdParams = z.infer<typeof TripIdParams>;

export { DepartureIdParams } from './package';

interface DepartureDates {
  departureDate?: string | undefined;
  returnDate?: string | undefined;
  balanceDueDate?: string | null | undefined;
}

const returnsAfterDeparture = z.refine<DepartureDates>(
  (dates) => !dates.departureDate || !dates.returnDate || dates.returnDate >= dates.departureDate,
  { message: 'The return date must be on or after the departure date', path: ['returnDate'] },
);

const balanceDueBeforeDeparture = z.refine<DepartureDates>(
  (dates) => !dates.departureDate || !dates.balanceDueDate || dates.balanceDueDate < dates.departureDate,
  { message: 'The balance must fall due before departure', path: ['balanceDueDate'] },
);

/** `POST /api/trips/{id}/departures`. Left out, the price is the trip's and the balance falls due the default days before. */
export const CreateDepartureRequest = z
  .object({
    departureDate: IsoDate,
    returnDate: IsoDate,
    capacity: DepartureCapacity,
    price: z.optional(PriceDollars),
    balanceDueDate: z.optional(IsoDate),
    state: z.optional(DepartureState),
  })
  .check(returnsAfterDeparture, balanceDueBeforeDeparture);
export type CreateDepartureRequest = z.infer<typeof CreateDepartureRequest>;

/**
 * `PATCH /api/trips/{id}/departures/{departureId}`: the version the admin read, and only the
 * fields that change. `price: null` makes it follow the trip's price again; `balanceDueDate: null`
 * the default date.
 */
export const UpdateDepartureRequest = z
  .object({
    version: Version,
    departureDate: z.optional(IsoDate),
    returnDate: z.optional(IsoDate),
    capacity: z.optional(DepartureCapacity),
    price: z.optional(z.nullable(PriceDollars)),
    balanceDueDate: z.optional(z.nullable(IsoDate)),
    state: z.optional(DepartureState),
  })
  .check(returnsAfterDeparture, balanceDueBeforeDeparture);
export type UpdateDepartureRequest = z.infer<typeof UpdateDepartureRequest>;

/** `PATCH /api/trips/{id}`: the version the admin read, and only the fields that change. */
export const UpdateTripRequest = z.object({
  version: Version,
  price: z.optional(PriceDollars),
  highlights: z.optional(
    z
      .array(RequiredText('Highlight', 200))
      .check(z.minLength(1, 'Give at least one highlight'), z.maxLength(MAX_HIGHLIGHTS, `At most ${MAX_HIGHLIGHTS} highlights`)),
  ),
  isSoldOut: z.optional(z.boolean()),
});
export type UpdateTripRequest = z.infer<typeof UpdateTripRequest>;

/**
 * The dates of a departure once a change applies. With `today` (`YYYY-MM-DD`), the departure
 * must leave after it: a departure the operator adds or moves is a future one. The server checks
 * with its clock; the form may check with the browser's, for an early word.
 */
export function departureDatesOn(today?: string) {
  return z
    .object({
      departureDate: z.string().check(z.refine((date) => today === undefined || date > today, 'The departure date must be after today')),
      returnDate: IsoDate,
      balanceDueDate: z.optional(z.nullable(IsoDate)),
    })
    .check(returnsAfterDeparture, balanceDueBeforeDeparture);
}

/** A value before or after a change: dates and states as text, prices in dollars, highlights as a list. */
export const AuditValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export type AuditValue = z.infer<typeof AuditValue>;

/**
 * `hold-released`: the operator ended a booking's unpaid hold on a departure by hand (decision 037).
 * `pay-links-revoked`: the operator withdrew every pay link mailed so far for a booking (decision 043).
 * `booking-released`: the operator cancelled an overdue booking, its seats back on sale, what it paid forfeited (decision 044).
 * `mail-resent`: the operator sent a booking's receipt or confirmation again; `contact-changed`: corrected the
 * traveller's name, e-mail or phone; `note-added`: wrote a note on a booking.
 * `reminders-switched`: the operator switched a booking's balance reminders off or on; `reminder-sent`: sent one by hand (decision 042).
 * `booking-cancelled`, `booking-refunded`, `offline-payment-recorded`: the operator cancelled a booking, refunded by card
 * what it paid, recorded a payment received outside Stripe (decision 045).
 */
export const auditActions = [
  'departure-added',
  'departure-changed',
  'trip-changed',
  'hold-released',
  'pay-links-revoked',
  'booking-released',
  'reminders-switched',
  'reminder-sent',
  'booking-cancelled',
  'booking-refunded',
  'offline-payment-recorded',
  'mail-resent',
  'contact-changed',
  'note-added',
  // The waitlist of a departure (decision 053): an address confirmed its entry, seats were held
  // for it as an offer, it booked them, its offer lapsed, it left, or the operator removed it.
  'waitlist-joined',
  'waitlist-offered',
  'waitlist-booked',
  'waitlist-lapsed',
  'waitlist-left',
  'waitlist-removed',
] as const;
export const AuditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof AuditAction>;

/** One change to a trip or one of its departures: who, when, what. */
export const TripAuditEntry = z.object({
  id: z.string(),
  at: IsoTimestamp,
  /** The admin's username. */
  by: z.string(),
  action: AuditAction,
  /** The departure changed; null for a change to the trip itself. */
  departureId: z.nullable(Id),
  changes: z.array(z.object({ field: z.string(), from: AuditValue, to: AuditValue })),
});
export type TripAuditEntry = z.infer<typeof TripAuditEntry>;

export const TripAudit = z.array(TripAuditEntry);
export type TripAudit = z.infer<typeof TripAudit>;

/** One booking on a departure's passenger manifest; `amountPaid` and `balanceDue` in cents, as on a Booking. */
export const ManifestEntry = z.object({
  bookingId: z.string(),
  reference: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  travelers: z.number().check(z.int(), z.positive()),
  status: BookingStatus,
  amountPaid: z.number().check(z.int()),
  balanceDue: z.number().check(z.int()),
  createdAt: IsoTimestamp,
  /** The trip's dates as booked and when the balance falls due; null on bookings made before departures. */
  departureDate: z.nullable(IsoDate),
  returnDate: z.nullable(IsoDate),
  balanceDueDate: z.nullable(IsoDate),
  /** The desk's notes on the booking, oldest first ("vegetarian", "room with her sister"). */
  notes: z.optional(z.array(z.object({ text: z.string(), at: IsoTimestamp, by: z.string() }))),
});
export type ManifestEntry = z.infer<typeof ManifestEntry>;

/**
 * A departure's manifest: the travelling party (deposit paid, overdue, confirmed), and apart the
 * bookings holding seats unpaid, which travel only if their deposit comes in before the hold
 * lapses. Lapsed and cancelled bookings are in neither.
 */
export const Manifest = z.object({ travelling: z.array(ManifestEntry), unpaidHolds: z.array(ManifestEntry) });
export type Manifest = z.infer<typeof Manifest>;
