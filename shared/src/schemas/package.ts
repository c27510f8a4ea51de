import './zod-setup';
import * as z from 'zod/mini';
import { Id, IsoDate } from './fields';

/**
 * `open` takes bookings while seats are left; `closed` takes none but stays on the books (the
 * operator stopped sales); `cancelled` will not run. Only the operator changes a state.
 */
export const departureStates = ['open', 'closed', 'cancelled'] as const;
export const DepartureState = z.enum(departureStates);
export type DepartureState = z.infer<typeof DepartureState>;

/** One upcoming departure of a trip as the API answers it. `price` is dollars per person. */
export const PackageDeparture = z.object({
  id: Id,
  departureDate: IsoDate,
  returnDate: IsoDate,
  seatsLeft: z.number().check(z.int(), z.nonnegative()),
  price: z.number().check(z.nonnegative()),
  balanceDueDate: IsoDate,
  isSoldOut: z.boolean(),
});
export type PackageDeparture = z.infer<typeof PackageDeparture>;

/**
 * A trip package as the API answers it (spec §3 plus dates and seats). `departureDate`,
 * `returnDate`, `seatsLeft` and `price` (dollars per person) mirror the next departure that has a
 * seat, or the next one when all are full; with no upcoming departure the dates are null, no seat
 * is left and the price is the trip's own.
 */
export const Package = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  destination: z.string(),
  duration: z.string(),
  price: z.number().check(z.nonnegative()),
  highlights: z.array(z.string()),
  imageUrl: z.string(),
  isPopular: z.boolean(),
  isHotDeal: z.boolean(),
  isSoldOut: z.boolean(),
  departureDate: z.nullable(IsoDate),
  returnDate: z.nullable(IsoDate),
  seatsLeft: z.number().check(z.int(), z.nonnegative()),
  /** The upcoming departures open for booking, in date order; full ones included, sold out. */
  departures: z.array(PackageDeparture),
});
export type Package = z.infer<typeof Package>;

export const PackageList = z.array(Package);
export type PackageList = z.infer<typeof PackageList>;

export const PackageIdParams = z.object({ id: Id });
export type PackageIdParams = z.infer<typeof PackageIdParams>;

/** A departure of a trip, `/{id}/departures/{departureId}`: the admin's calls and the waitlist's. */
export const DepartureIdParams = z.object({ id: Id, departureId: Id });
export type DepartureIdParams = z.infer<typeof DepartureIdParams>;
