import { AdminDeleteSoftwareTokenCommand, type CognitoIdentityProviderClient, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';

/**
 * Removes an admin's authenticator (software token) for a lost phone (decision 036). The pool
 * requires MFA, so `AdminSetUserMFAPreference` cannot turn it off; `AdminDeleteSoftwareToken`
 * removes the token, and the next sign-in answers MFA_SETUP with a new secret.
 */
export async function removeAuthenticator(cognito: CognitoIdentityProviderClient, userPoolId: string, username: string): Promise<void> {
  try {
    await cognito.send(new AdminDeleteSoftwareTokenCommand({ UserPoolId: userPoolId, Username: username }));
  } catch (error) {
    if (error instanceof UserNotFoundException) throw new Error(`There is no admin ${username} in ${userPoolId}.`, { cause: error });
    throw error;
  }
}
