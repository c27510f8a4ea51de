import { DEFAULT_HOLD_MINUTES } from '@sunward/shared/rules/booking-status';
import * as z from 'zod/mini';
import { readSettings } from './read-settings';

/** How long an unpaid booking holds its seats; the local stack may shorten it to try expiry. */
export const HoldSettings = z.object({
  HOLD_MINUTES: z._default(z.coerce.number().check(z.int(), z.positive()), DEFAULT_HOLD_MINUTES),
});

export const readHoldSettings = (env: NodeJS.ProcessEnv = process.env) => readSettings('seat hold', HoldSettings, env);
