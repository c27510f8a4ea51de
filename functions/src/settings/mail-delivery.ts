import { DEFAULT_MAIL_RETRY_BASE_MS } from '@sunward/shared/rules/mail-delivery';
import * as z from 'zod/mini';
import { readSettings } from './read-settings';

/**
 * The outbox worker's pause between attempts (`shared/src/rules/mail-delivery.ts`). CDK sets
 * nothing, so AWS uses the rule's default; the tests shorten it.
 */
export const MailDeliverySettings = z.object({
  MAIL_RETRY_BASE_MS: z._default(z.coerce.number().check(z.int(), z.positive()), DEFAULT_MAIL_RETRY_BASE_MS),
});

export const readMailDeliverySettings = (env: NodeJS.ProcessEnv = process.env) =>
  readSettings('mail delivery', MailDeliverySettings, env);
