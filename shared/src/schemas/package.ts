import './zod-setup';
import * as z from 'zod/mini';
import { Id, IsoDate } from './fields';

/** A trip package as the API answers it (spec §3 plus dates and seats). `price` is dollars per person. */
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
});
export type Package = z.infer<typeof Package>;

export const PackageList = z.array(Package);
export type PackageList = z.infer<typeof PackageList>;

export const PackageIdParams = z.object({ id: Id });
export type PackageIdParams = z.infer<typeof PackageIdParams>;
