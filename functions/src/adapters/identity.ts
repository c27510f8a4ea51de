import * as z from 'zod/mini';
import { readIdentitySettings } from '../settings/identity';
import { timeBudget } from '../settings/time-budget';
import { AwsServiceError, jsonRpcApi } from './aws-call';

/**
 * The admin's password check, by Cognito (decision 002, 015). Only this module talks to Cognito;
 * the tokens Cognito answers with are dropped here, so none reaches the browser or the logs.
 * Locally and in the handler tests the calls go to cognito-local
 * (`AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER`).
 */
const settings = readIdentitySettings();

const cognito = jsonRpcApi({
  signingName: 'cognito-idp',
  hostPrefix: 'cognito-idp',
  endpointVariable: 'AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER',
  targetPrefix: 'AWSCognitoIdentityProviderService',
  budget: timeBudget.cognito,
});

/** What `AdminInitiateAuth` and `AdminRespondToAuthChallenge` answer, as far as sign-in reads it. */
const AuthAnswer = z.object({
  AuthenticationResult: z.optional(z.object({})),
  ChallengeName: z.optional(z.string()),
  Session: z.optional(z.string()),
});
type AuthAnswer = z.infer<typeof AuthAnswer>;

/** The failed-sign-in delay's unit, when the environment overrides it (handler tests only). */
export const signInDelayUnitMs = settings.SIGN_IN_DELAY_UNIT_MS;

export type PasswordCheck =
  | { outcome: 'accepted' }
  /** The admin has a temporary password and must choose one; `session` answers the challenge. */
  | { outcome: 'new-password-required'; session: string }
  /** Unknown user, wrong password, disabled user: one outcome, so callers cannot tell them apart. */
  | { outcome: 'rejected' };

export type NewPasswordAnswer =
  | { outcome: 'accepted' }
  /** Cognito refused the new password (its policy); `message` is Cognito's, for the caller to reword. */
  | { outcome: 'invalid-password'; message: string }
  /** The challenge session expired or did not match the user. */
  | { outcome: 'rejected' };

/** Errors that mean "these credentials do not sign anyone in", whatever the reason. */
const rejections = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
  'CodeMismatchException',
  'ExpiredCodeException',
]);

function isRejection(error: unknown): boolean {
  return error instanceof AwsServiceError && rejections.has(error.code);
}

function outcomeOf(result: AuthAnswer): PasswordCheck {
  if (result.AuthenticationResult) return { outcome: 'accepted' };
  if (result.ChallengeName === 'NEW_PASSWORD_REQUIRED' && result.Session) {
    return { outcome: 'new-password-required', session: result.Session };
  }
  // Any other challenge (MFA is off in the pool) cannot be completed here.
  throw new Error(`Cognito asked for an unsupported challenge: ${result.ChallengeName ?? 'none'}`);
}

/** Checks a username and password with `AdminInitiateAuth` (`ADMIN_USER_PASSWORD_AUTH`). */
export async function checkPassword(username: string, password: string): Promise<PasswordCheck> {
  try {
    const result = await cognito('AdminInitiateAuth', {
      UserPoolId: settings.USER_POOL_ID,
      ClientId: settings.USER_POOL_CLIENT_ID,
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    });
    return outcomeOf(AuthAnswer.parse(result));
  } catch (error) {
    // cognito-local answers a wrong password with InvalidPasswordException; Cognito with NotAuthorized.
    if (isRejection(error) || (error instanceof AwsServiceError && error.code === 'InvalidPasswordException')) {
      return { outcome: 'rejected' };
    }
    throw error;
  }
}

/** Answers NEW_PASSWORD_REQUIRED with `AdminRespondToAuthChallenge`. */
export async function setNewPassword(username: string, session: string, newPassword: string): Promise<NewPasswordAnswer> {
  try {
    const result = AuthAnswer.parse(
      await cognito('AdminRespondToAuthChallenge', {
        UserPoolId: settings.USER_POOL_ID,
        ClientId: settings.USER_POOL_CLIENT_ID,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: session,
        ChallengeResponses: { USERNAME: username, NEW_PASSWORD: newPassword },
      }),
    );
    if (result.AuthenticationResult) return { outcome: 'accepted' };
    throw new Error(`Cognito asked for a further challenge: ${result.ChallengeName ?? 'none'}`);
  } catch (error) {
    if (error instanceof AwsServiceError && error.code === 'InvalidPasswordException') {
      return { outcome: 'invalid-password', message: error.message };
    }
    if (isRejection(error)) return { outcome: 'rejected' };
    throw error;
  }
}
