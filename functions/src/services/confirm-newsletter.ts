import type { ConfirmSubscriptionRequest } from '@sunward/shared/schemas/newsletter';
import { notFound } from '../http/http-error';
import { confirmSubscription } from '../store/subscriber-repository';
import { confirmationTokenHash } from './subscribe-newsletter';

/** The one answer for a token that is unknown, used or expired: which of them is nobody's business. */
export const CONFIRMATION_LINK_GONE = 'This confirmation link has expired or was already used. Subscribe again to get a new one.';

/**
 * Follows a confirmation link (decision 039): its address becomes a confirmed subscriber and the
 * link is used up. A link that is unknown, used or expired is a 404 and changes nothing.
 */
export async function confirmNewsletter(request: ConfirmSubscriptionRequest, now: Date): Promise<void> {
  const email = await confirmSubscription(confirmationTokenHash(request.token), now);
  if (email === undefined) throw notFound(CONFIRMATION_LINK_GONE);
}
