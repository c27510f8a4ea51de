import './zod-setup';
import * as z from 'zod/mini';
import { Email } from './fields';
import { Honeypot } from './honeypot';

export const NewsletterFields = z.object({ email: Email });
export type NewsletterFields = z.infer<typeof NewsletterFields>;

export const SubscribeRequest = z.extend(NewsletterFields, { website: Honeypot });
export type SubscribeRequest = z.infer<typeof SubscribeRequest>;

/**
 * The same answer for a new address, one waiting for its confirmation and one already subscribed
 * (decision 039): the signup tells nobody who is on the list.
 */
export const SubscribeResponse = z.object({ accepted: z.literal(true) });
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;

/**
 * The token of a confirmation link: 32 random bytes in base64url, as mailed. Anything else cannot
 * be one, so it is refused before the table is read.
 */
export const ConfirmationToken = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{43}$/, 'This confirmation link is not complete'));

/** `POST /api/newsletter/confirm`: the token from the link, sent in the body, never in a URL. */
export const ConfirmSubscriptionRequest = z.object({ token: ConfirmationToken });
export type ConfirmSubscriptionRequest = z.infer<typeof ConfirmSubscriptionRequest>;

export const ConfirmSubscriptionResponse = z.object({ confirmed: z.literal(true) });
export type ConfirmSubscriptionResponse = z.infer<typeof ConfirmSubscriptionResponse>;
