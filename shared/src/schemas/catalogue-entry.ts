import * as z from 'zod';
import { Id, IsoDate } from './fields';

/** A package as the operator defines it; prices in cents, seats as the group's capacity. */
export const CatalogueEntry = z
  .object({
    id: Id,
    title: z.string().min(1),
    description: z.string().min(1),
    destination: z.string().min(1),
    duration: z.string().min(1),
    priceCents: z.number().int().positive(),
    highlights: z.array(z.string().min(1)).min(3),
    imageUrl: z.string().startsWith('/'),
    isPopular: z.boolean(),
    isHotDeal: z.boolean(),
    isSoldOut: z.boolean(),
    departureDate: IsoDate.nullable(),
    returnDate: IsoDate.nullable(),
    capacity: z.number().int().positive(),
  })
  .refine((entry) => (entry.departureDate === null) === (entry.returnDate === null), {
    message: 'Departure and return dates are given together',
  })
  .refine((entry) => !entry.departureDate || !entry.returnDate || entry.departureDate <= entry.returnDate, {
    message: 'A trip returns after it departs',
  });
export type CatalogueEntry = z.infer<typeof CatalogueEntry>;
