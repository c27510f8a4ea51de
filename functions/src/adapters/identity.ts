import * as z from 'zod/mini';
import { readIdentitySettings } from '../settings/identity';
import { AwsServiceError } from './aws-call';
import { cognitoApi } from './cognito-api';

/**
 * The admin's sign-in, by Cognito (decisions 002, 015, 036): the password, a new password for a
 * temporary one, then the authenticator code (the pool requires software token MFA), or its
 * setup on the first sign-in. The tokens Cognito answers with are dropped here, so none reaches
 * the browser or the logs. Locally and in the handler tests the calls go to cognito-local behind
 * its challenge layer (`AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER`).
 */
const settings = readIdentitySettings();

const cognito = cognitoApi();

/** What `AdminInitiateAuth` and `AdminRespondToAuthChallenge` answer, as far as sign-in reads it. */
const AuthAnswer = z.object({
  AuthenticationResult: z.optional(z.object({})),
  ChallengeName: z.optional(z.string()),
  Session: z.optional(z.string()),
});
type AuthAnswer = z.infer<typeof AuthAnswer>;

const SetupAnswer = z.object({ SecretCode: z.string(), Session: z.string() });
const VerifyAnswer = z.object({ Status: z.optional(z.string()), Session: z.optional(z.string()) });

/** The failed-sign-in delay's unit, when the environment overrides it (handler tests only). */
export const signInDelayUnitMs = settings.SIGN_IN_DELAY_UNIT_MS;

/** What Cognito asks for next after a password; `session` answers it. */
export type SignInStep =
  /** A temporary password: the admin must choose one. */
  | { outcome: 'new-password-required'; session: string }
  /** No authenticator yet: `secret` (base32) goes into the admin's app, whose code confirms it. */
  | { outcome: 'mfa-setup'; session: string; secret: string }
  /** The authenticator's 6-digit code. */
  | { outcome: 'mfa-code'; session: string }
  /** Unknown user, wrong password, disabled user: one outcome, so callers cannot tell them apart. */
  | { outcome: 'rejected' };

export type NewPasswordAnswer =
  | Exclude<SignInStep, { outcome: 'rejected' }>
  /** Cognito refused the new password (its policy); `message` is Cognito's, for the caller to reword. */
  | { outcome: 'invalid-password'; message: string }
  /** The challenge session expired or did not match the user. */
  | { outcome: 'rejected' };

export type CodeAnswer =
  | { outcome: 'accepted' }
  /** A wrong code, or one already used: the challenge still stands. */
  | { outcome: 'wrong-code' }
  /** The challenge session expired, was used, or did not match the user. */
  | { outcome: 'rejected' };

/** Errors that mean "these credentials do not sign anyone in", whatever the reason. */
const rejections = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
  'ExpiredCodeException',
]);

/** Errors that mean "that code is not the authenticator's now". */
const wrongCodes = new Set(['CodeMismatchException', 'EnableSoftwareTokenMFAException']);

const codeOf = (error: unknown) => (error instanceof AwsServiceError ? error.code : undefined);

function isRejection(error: unknown): boolean {
  return rejections.has(codeOf(error) ?? '');
}

const client = { UserPoolId: settings.USER_POOL_ID, ClientId: settings.USER_POOL_CLIENT_ID };

/** The next step Cognito asks for; tokens without a second factor mean the pool is not set up as ours. */
async function nextStep(result: AuthAnswer): Promise<Exclude<SignInStep, { outcome: 'rejected' }>> {
  const session = result.Session;
  if (result.AuthenticationResult || !session) {
    throw new Error('Cognito signed the admin in without a second factor: the pool must require software token MFA');
  }
  if (result.ChallengeName === 'NEW_PASSWORD_REQUIRED') return { outcome: 'new-password-required', session };
  if (result.ChallengeName === 'SOFTWARE_TOKEN_MFA') return { outcome: 'mfa-code', session };
  if (result.ChallengeName === 'MFA_SETUP') {
    const setup = SetupAnswer.parse(await cognito('AssociateSoftwareToken', { Session: session }));
    return { outcome: 'mfa-setup', session: setup.Session, secret: setup.SecretCode };
  }
  throw new Error(`Cognito asked for an unsupported challenge: ${result.ChallengeName ?? 'none'}`);
}

/** Checks a username and password with `AdminInitiateAuth` (`ADMIN_USER_PASSWORD_AUTH`). */
export async function checkPassword(username: string, password: string): Promise<SignInStep> {
  let result: AuthAnswer;
  try {
    result = AuthAnswer.parse(
      await cognito('AdminInitiateAuth', { ...client, AuthFlow: 'ADMIN_USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: password } }),
    );
  } catch (error) {
    if (isRejection(error) || codeOf(error) === 'InvalidPasswordException') return { outcome: 'rejected' };
    throw error;
  }
  return nextStep(result);
}

/** Answers NEW_PASSWORD_REQUIRED with `AdminRespondToAuthChallenge`; Cognito then asks for the second factor. */
export async function setNewPassword(username: string, session: string, newPassword: string): Promise<NewPasswordAnswer> {
  let result: AuthAnswer;
  try {
    result = AuthAnswer.parse(
      await cognito('AdminRespondToAuthChallenge', {
        ...client,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: session,
        ChallengeResponses: { USERNAME: username, NEW_PASSWORD: newPassword },
      }),
    );
  } catch (error) {
    if (error instanceof AwsServiceError && error.code === 'InvalidPasswordException') {
      return { outcome: 'invalid-password', message: error.message };
    }
    if (isRejection(error)) return { outcome: 'rejected' };
    throw error;
  }
  return nextStep(result);
}

async function answerChallenge(call: () => Promise<unknown>): Promise<CodeAnswer> {
  try {
    const result = AuthAnswer.parse(await call());
    if (!result.AuthenticationResult) throw new Error(`Cognito asked for a further challenge: ${result.ChallengeName ?? 'none'}`);
    return { outcome: 'accepted' };
  } catch (error) {
    if (wrongCodes.has(codeOf(error) ?? '')) return { outcome: 'wrong-code' };
    if (isRejection(error)) return { outcome: 'rejected' };
    throw error;
  }
}

/** Answers SOFTWARE_TOKEN_MFA with the authenticator's code; Cognito refuses a code used before. */
export function answerMfaCode(username: string, session: string, code: string): Promise<CodeAnswer> {
  return answerChallenge(() =>
    cognito('AdminRespondToAuthChallenge', {
      ...client,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: session,
      ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
    }),
  );
}

/**
 * Completes MFA_SETUP: `VerifySoftwareToken` registers the authenticator with its first code,
 * then `AdminRespondToAuthChallenge` signs in with the session that call answers.
 */
export async function confirmMfaSetup(username: string, session: string, code: string): Promise<CodeAnswer> {
  let verified: z.infer<typeof VerifyAnswer>;
  try {
    verified = VerifyAnswer.parse(await cognito('VerifySoftwareToken', { Session: session, UserCode: code, FriendlyDeviceName: 'Authenticator' }));
  } catch (error) {
    if (wrongCodes.has(codeOf(error) ?? '')) return { outcome: 'wrong-code' };
    if (isRejection(error)) return { outcome: 'rejected' };
    throw error;
  }
  if (verified.Status !== 'SUCCESS' || !verified.Session) return { outcome: 'wrong-code' };
  const next = verified.Session;
  return answerChallenge(() =>
    cognito('AdminRespondToAuthChallenge', { ...client, ChallengeName: 'MFA_SETUP', Session: next, ChallengeResponses: { USERNAME: username } }),
  );
}
