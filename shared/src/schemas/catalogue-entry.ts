import './zod-setup';
import * as z from 'zod/mini';
import { Id, IsoDate } from './fields';
import { DepartureState } from './package';

/**
 * One departure of a trip as the operator first defines it. Left out, `capacity` is the trip's,
 * `priceCents` follows the trip's price, `balanceDueDate` is the default before departure and
 * `state` is `open`.
 */
export const CatalogueDeparture = z
  .object({
    id: Id,
    departureDate: IsoDate,
    returnDate: IsoDate,
    capacity: z.optional(z.number().check(z.int(), z.positive())),
    priceCents: z.optional(z.number().check(z.int(), z.positive())),
    balanceDueDate: z.optional(IsoDate),
    state: z.optional(DepartureState),
  })
  .check(
    z.refine((departure) => departure.departureDate <= departure.returnDate, { message: 'A trip returns after it departs' }),
    z.refine((departure) => !departure.balanceDueDate || departure.balanceDueDate < departure.departureDate, {
      message: 'The balance falls due before departure',
    }),
  );
export type CatalogueDeparture = z.infer<typeof CatalogueDeparture>;

/** A package as the operator defines it; prices in cents, `capacity` the default group size. */
export const CatalogueEntry = z
  .object({
    id: Id,
    title: z.string().check(z.minLength(1)),
    description: z.string().check(z.minLength(1)),
    destination: z.string().check(z.minLength(1)),
    duration: z.string().check(z.minLength(1)),
    priceCents: z.number().check(z.int(), z.positive()),
    highlights: z.array(z.string().check(z.minLength(1))).check(z.minLength(3)),
    imageUrl: z.string().check(z.startsWith('/')),
    isPopular: z.boolean(),
    isHotDeal: z.boolean(),
    isSoldOut: z.boolean(),
    capacity: z.number().check(z.int(), z.positive()),
    departures: z.array(CatalogueDeparture),
  })
  .check(
    z.refine((entry) => new Set(entry.departures.map((departure) => departure.id)).size === entry.departures.length, {
      message: 'Departure ids are unique within a trip',
    }),
  );
export type CatalogueEntry = z.infer<typeof CatalogueEntry>;
