import './zod-setup';
import * as z from 'zod/mini';
import { Email } from './fields';
import { Honeypot } from './honeypot';

export const NewsletterFields = z.object({ email: Email });
export type NewsletterFields = z.infer<typeof NewsletterFields>;

export const SubscribeRequest = z.extend(NewsletterFields, { website: Honeypot });
export type SubscribeRequest = z.infer<typeof SubscribeRequest>;

/** 201 for a new subscriber, 200 when the address was already subscribed. */
export const SubscribeResponse = z.object({ subscribed: z.boolean() });
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;
