import './zod-setup';
import * as z from 'zod/mini';
import { IsoTimestamp } from './fields';

/** A newsletter subscriber who confirmed their address (decision 039), and when. */
export const Subscriber = z.object({ email: z.string(), confirmedAt: IsoTimestamp });
export type Subscriber = z.infer<typeof Subscriber>;

/** `GET /api/subscribers?limit=&cursor=`: one page of at most `limit` subscribers, the latest confirmed first. */
export const SubscriberPageQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int('limit is a whole number'), z.gte(1, 'limit is at least 1'), z.lte(500, 'limit is at most 500')), 500),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
});
export type SubscriberPageQuery = z.infer<typeof SubscriberPageQuery>;

/** One page of subscribers; `nextCursor` is null on the last page. */
export const SubscriberPage = z.object({ subscribers: z.array(Subscriber), nextCursor: z.nullable(z.string()) });
export type SubscriberPage = z.infer<typeof SubscriberPage>;
