import './zod-setup';
import * as z from 'zod/mini';
import { Id, IsoDate } from './fields';

/** A package as the operator defines it; prices in cents, seats as the group's capacity. */
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
    departureDate: z.nullable(IsoDate),
    returnDate: z.nullable(IsoDate),
    capacity: z.number().check(z.int(), z.positive()),
  })
  .check(
    z.refine((entry) => (entry.departureDate === null) === (entry.returnDate === null), {
      message: 'Departure and return dates are given together',
    }),
    z.refine((entry) => !entry.departureDate || !entry.returnDate || entry.departureDate <= entry.returnDate, {
      message: 'A trip returns after it departs',
    }),
  );
export type CatalogueEntry = z.infer<typeof CatalogueEntry>;
