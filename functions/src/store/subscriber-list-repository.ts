import { itemTypes, subscriberKey, tableLayout } from '@sunward/shared/table';
import * as z from 'zod/mini';
import { queryByTypePage } from './query-all';

/**
 * The confirmed subscribers through the byType index (decision 039): only a confirmed address is
 * listed there, so a pending one is never read.
 */

const SubscriberItem = z.object({ email: z.string(), confirmedAt: z.string() });
export type SubscriberRecord = z.output<typeof SubscriberItem>;

/** Where a page stopped: exactly the LastEvaluatedKey DynamoDB gives, checked whole before it reaches DynamoDB. */
const SubscriberPageKey = z
  .strictObject({
    [tableLayout.partitionKey]: z.string().check(z.startsWith(subscriberKey('').pk), z.maxLength(300)),
    [tableLayout.sortKey]: z.literal(subscriberKey('').sk),
    [tableLayout.indexes.byType.partitionKey]: z.literal(itemTypes.subscriber),
    [tableLayout.indexes.byType.sortKey]: z.string().check(z.maxLength(400)),
  })
  .check(
    z.refine((key) => {
      const email = String(key[tableLayout.partitionKey]).slice(subscriberKey('').pk.length);
      return email !== '' && String(key[tableLayout.indexes.byType.sortKey]).endsWith(`#${email}`);
    }),
  );

export type SubscriberPageResult = { subscribers: SubscriberRecord[]; nextCursor: string | null } | { invalidCursor: true };

/** One page of confirmed subscribers, the latest confirmed first, after `cursor`. */
export async function listSubscribersPage(options: { limit: number; cursor?: string | undefined }): Promise<SubscriberPageResult> {
  const page = await queryByTypePage(itemTypes.subscriber, { ...options, keySchema: SubscriberPageKey });
  if ('invalidCursor' in page) return page;
  return { subscribers: page.items.map((item) => SubscriberItem.parse(item)), nextCursor: page.nextCursor };
}
