import * as z from 'zod/mini';
import { readSettings } from './read-settings';

/** The value CloudFront puts in the origin-verify header (`shared/src/edge-origin.ts`). */
export const OriginSettings = z.object({
  ORIGIN_VERIFY_SECRET: z.string().check(z.minLength(32, 'At least 32 characters')),
});
export type OriginVariables = z.input<typeof OriginSettings>;

export const readOriginSettings = (env: NodeJS.ProcessEnv = process.env) => readSettings('origin', OriginSettings, env);
