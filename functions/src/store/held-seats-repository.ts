import { itemTypes } from '@sunward/shared/table';
import * as z from 'zod/mini';
import { queryByType } from './query-all';

/** What a hold item says of the seats it keeps off sale (decision 010). */
const HeldSeats = z.object({
  packageId: z.string(),
  departureId: z.optional(z.string()),
  travelers: z.number().check(z.int(), z.positive()),
});
export type HeldSeats = z.infer<typeof HeldSeats>;

/**
 * Every hold item there is, due or not: the seats unpaid bookings keep off sale right now. A
 * damaged item is left out rather than thrown: the expiry job reports it by its booking id.
 */
export async function listHeldSeats(): Promise<HeldSeats[]> {
  const items = await queryByType(itemTypes.hold);
  return items.flatMap((item) => {
    const parsed = HeldSeats.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
