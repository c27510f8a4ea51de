import { DEFAULT_HOLD_MINUTES } from '@sunward/shared/rules/booking-status';
import { MAX_TRAVELERS } from '@sunward/shared/rules/booking-pricing';
import { MAX_HELD_SEATS_PER_CLIENT_ADDRESS } from '@sunward/shared/rules/open-holds';
import * as z from 'zod/mini';
import { readSettings } from './read-settings';

/**
 * How long an unpaid booking holds its seats; the local stack may shorten it to try expiry. How
 * many seats one client address may hold unpaid at once (decision 037): the local stack, its
 * browser journeys and the handler tests book from one address (127.0.0.1) all day, so they may
 * raise it; never below the largest booking, which would refuse that booking for good.
 */
export const HoldSettings = z.object({
  HOLD_MINUTES: z._default(z.coerce.number().check(z.int(), z.positive()), DEFAULT_HOLD_MINUTES),
  HELD_SEATS_PER_CLIENT_ADDRESS: z._default(
    z.coerce.number().check(z.int(), z.gte(MAX_TRAVELERS, `at least ${MAX_TRAVELERS}, the largest booking`)),
    MAX_HELD_SEATS_PER_CLIENT_ADDRESS,
  ),
});

export const readHoldSettings = (env: NodeJS.ProcessEnv = process.env) => readSettings('seat hold', HoldSettings, env);
