import * as z from 'zod/mini';
import { readAdminAccountSettings } from '../settings/identity';
import { AwsServiceError } from './aws-call';
import { cognitoApi } from './cognito-api';

/**
 * Whether an admin's Cognito account still stands as it did when they signed in (decision 036):
 * `AdminGetUser`'s `Enabled` and `UserLastModifiedDate`, which Cognito moves when the password (or
 * anything else about the user) changes. Every function behind an admin session carries this
 * module, but only those given the pool (`USER_POOL_ID`) build a lookup, so the others need no
 * Cognito variable or grant.
 */
const UserAnswer = z.object({
  Enabled: z.optional(z.boolean()),
  UserStatus: z.optional(z.string()),
  UserLastModifiedDate: z.optional(z.union([z.number(), z.string()])),
});

export interface AdminAccount {
  /** Enabled and confirmed: a password sign-in could succeed. */
  standing: boolean;
  /** Changes whenever Cognito changes the user, the password included. */
  marker: string;
}

export type AdminAccountLookup = (username: string) => Promise<AdminAccount | undefined>;

/** Reads the pool from the environment now (at the caller's import) and answers the lookup. */
export function adminAccountLookup(env: NodeJS.ProcessEnv = process.env): AdminAccountLookup {
  const settings = readAdminAccountSettings(env);
  const cognito = cognitoApi();
  return async (username) => {
    try {
      const user = UserAnswer.parse(await cognito('AdminGetUser', { UserPoolId: settings.USER_POOL_ID, Username: username }));
      return { standing: user.Enabled !== false && user.UserStatus === 'CONFIRMED', marker: String(user.UserLastModifiedDate ?? '') };
    } catch (error) {
      if (error instanceof AwsServiceError && error.code === 'UserNotFoundException') return undefined;
      throw error;
    }
  };
}
