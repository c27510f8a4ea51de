import * as z from 'zod';
import { Id, IsoDate } from './fields';

/** A trip package as the API answers it (spec §3 plus dates and seats). `price` is dollars per person. */
export const Package = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  destination: z.string(),
  duration: z.string(),
  price: z.number().nonnegative(),
  highlights: z.array(z.string()),
  imageUrl: z.string(),
  isPopular: z.boolean(),
  isHotDeal: z.boolean(),
  isSoldOut: z.boolean(),
  departureDate: IsoDate.nullable(),
  returnDate: IsoDate.nullable(),
  seatsLeft: z.number().int().nonnegative(),
});
export type Package = z.infer<typeof Package>;

export const PackageList = z.array(Package);
export type PackageList = z.infer<typeof PackageList>;

export const PackageIdParams = z.object({ id: Id });
export type PackageIdParams = z.infer<typeof PackageIdParams>;
