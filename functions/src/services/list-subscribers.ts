import type { SubscriberPage, SubscriberPageQuery } from '@sunward/shared/schemas/subscribers';
import { badRequest } from '../http/http-error';
import { listSubscribersPage } from '../store/subscriber-list-repository';

export const INVALID_CURSOR_MESSAGE = 'This page cursor is not valid. Start again from the first page.';

/** One page of the confirmed newsletter subscribers, for the admin; a cursor it did not give is a 400. */
export async function browseSubscribers(query: SubscriberPageQuery): Promise<SubscriberPage> {
  const page = await listSubscribersPage(query);
  if ('invalidCursor' in page) throw badRequest(INVALID_CURSOR_MESSAGE);
  return page;
}
