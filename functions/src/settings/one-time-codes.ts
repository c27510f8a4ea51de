import * as z from 'zod/mini';
import { readSettings } from './read-settings';

/**
 * The server secret one-time codes are stored under (an HMAC key, decision 013). In AWS only
 * `ONE_TIME_CODE_SECRET_NAME` is set (CDK generates the secret in Secrets Manager); the local stack and the
 * handler tests set `ONE_TIME_CODE_SECRET` itself.
 */
export const OneTimeCodeSettings = z
  .object({
    ONE_TIME_CODE_SECRET_NAME: z.optional(z.string().check(z.minLength(1))),
    ONE_TIME_CODE_SECRET: z.optional(z.string().check(z.minLength(32, 'At least 32 characters'))),
  })
  .check(
    z.refine((env) => env.ONE_TIME_CODE_SECRET_NAME !== undefined || env.ONE_TIME_CODE_SECRET !== undefined, {
      message: 'Set ONE_TIME_CODE_SECRET_NAME, or ONE_TIME_CODE_SECRET',
      path: ['ONE_TIME_CODE_SECRET_NAME'],
    }),
  );
/** The one variable CDK gives a function that issues or checks codes. */
export type DeployedOneTimeCodeVariables = Required<Pick<z.input<typeof OneTimeCodeSettings>, 'ONE_TIME_CODE_SECRET_NAME'>>;

export const readOneTimeCodeSettings = (env: NodeJS.ProcessEnv = process.env) =>
  readSettings('one-time code', OneTimeCodeSettings, env);
