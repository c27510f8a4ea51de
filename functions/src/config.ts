import { DEFAULT_HOLD_MINUTES } from '@sunward/shared/rules/booking-status';
import * as z from 'zod';

const Env = z.object({
  TABLE_NAME: z.string().min(1),
  /** Largest JSON body a route accepts, in bytes. */
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(64 * 1024),
  /** Minutes an unpaid booking holds its seats before the expiry job gives them back. */
  HOLD_MINUTES: z.coerce.number().int().positive().default(DEFAULT_HOLD_MINUTES),
});
export type Config = z.infer<typeof Env>;

function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Missing or invalid environment variables: ${names}`);
  }
  return parsed.data;
}

/** Read once at cold start: a missing variable fails the function at start, not mid-request. */
export const config = loadConfig(process.env);
