import * as z from 'zod/mini';
import { readSettings } from './read-settings';

const positiveInteger = (fallback: number) => z._default(z.coerce.number().check(z.int(), z.positive()), fallback);

/** Limits every route applies to its request; optional, with defaults that fit API Gateway. */
export const RequestSettings = z.object({
  /** Largest JSON body a route accepts, in bytes. */
  MAX_BODY_BYTES: positiveInteger(64 * 1024),
});

export const readRequestSettings = (env: NodeJS.ProcessEnv = process.env) => readSettings('request', RequestSettings, env);
