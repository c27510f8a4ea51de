import { isHoneypotFilled } from '@sunward/shared/schemas/honeypot';
import type { SubscribeRequest } from '@sunward/shared/schemas/newsletter';
import { addSubscriber } from '../store/subscriber-repository';

/**
 * Adds the address to the newsletter. Answers whether it is new; a filled honeypot looks like a
 * new subscription to the bot and stores nothing.
 */
export async function subscribeNewsletter(request: SubscribeRequest, now: Date): Promise<{ isNew: boolean }> {
  if (isHoneypotFilled(request.website)) return { isNew: true };
  return { isNew: await addSubscriber(request.email, now) };
}
