import * as z from 'zod/mini';
import { readSettings } from './read-settings';

const id = z.string().check(z.minLength(1));

/** What the identity adapter needs; CDK gives exactly these to the routes that sign the admin in. */
export const IdentitySettings = z.object({
  /** The admin user pool. */
  USER_POOL_ID: id,
  /** Its server app client, which allows only ADMIN_USER_PASSWORD_AUTH. */
  USER_POOL_CLIENT_ID: id,
  /**
   * The failed-sign-in delay's unit in milliseconds (decision 015); 1000 unless set. Only the
   * handler tests set it, so that ten failures do not take half a minute.
   */
  SIGN_IN_DELAY_UNIT_MS: z.optional(z.coerce.number().check(z.int(), z.positive())),
});
/** The variables CDK gives a function allowed to sign the admin in. */
export type IdentityVariables = Required<Pick<z.input<typeof IdentitySettings>, 'USER_POOL_ID' | 'USER_POOL_CLIENT_ID'>>;

export const readIdentitySettings = (env: NodeJS.ProcessEnv = process.env) => readSettings('identity', IdentitySettings, env);

/**
 * What the admin session check needs (decision 036): the pool, to ask Cognito whether the admin
 * is still enabled and unchanged. CDK gives it to every route an admin session may call.
 */
export const AdminAccountSettings = z.object({ USER_POOL_ID: id });
export type AdminAccountVariables = z.input<typeof AdminAccountSettings>;

export const readAdminAccountSettings = (env: NodeJS.ProcessEnv = process.env) => readSettings('admin account', AdminAccountSettings, env);
