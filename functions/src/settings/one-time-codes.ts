import * as z from 'zod/mini';
import { readSettings } from './read-settings';

/**
 * The server secret one-time codes are stored under (an HMAC key, decision 013). In AWS only
 * `OTP_SECRET_NAME` is set (CDK generates the secret in Secrets Manager); the local stack and the
 * handler tests set `OTP_SECRET` itself.
 */
export const OneTimeCodeSettings = z
  .object({
    OTP_SECRET_NAME: z.optional(z.string().check(z.minLength(1))),
    OTP_SECRET: z.optional(z.string().check(z.minLength(32, 'At least 32 characters'))),
  })
  .check(
    z.refine((env) => env.OTP_SECRET_NAME !== undefined || env.OTP_SECRET !== undefined, {
      message: 'Set OTP_SECRET_NAME, or OTP_SECRET',
      path: ['OTP_SECRET_NAME'],
    }),
  );
/** The one variable CDK gives a function that issues or checks codes. */
export type DeployedOneTimeCodeVariables = Required<Pick<z.input<typeof OneTimeCodeSettings>, 'OTP_SECRET_NAME'>>;

export const readOneTimeCodeSettings = (env: NodeJS.ProcessEnv = process.env) =>
  readSettings('one-time code', OneTimeCodeSettings, env);
