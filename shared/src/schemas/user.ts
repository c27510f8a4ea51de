import './zod-setup';
import * as z from 'zod/mini';
import { plainText } from './plain-text';

/** The signed-in admin, as `GET /api/user` answers it. */
export const CurrentUser = z.object({ username: z.string() });
export type CurrentUser = z.infer<typeof CurrentUser>;

/** `POST /api/login`: what the admin types (spec §5: both required). */
export const AdminLoginRequest = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Username is required'), z.maxLength(128, 'Username is too long'), plainText('Username')),
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(256, 'Password is too long')),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequest>;

/**
 * An admin created by ops with a temporary password must choose a new one first (Cognito's
 * NEW_PASSWORD_REQUIRED). `session` is Cognito's opaque challenge session, valid a few minutes.
 */
export const NewPasswordChallenge = z.object({ challenge: z.literal('NEW_PASSWORD_REQUIRED'), session: z.string().check(z.minLength(1)) });
export type NewPasswordChallenge = z.infer<typeof NewPasswordChallenge>;

/** The second factor (decision 036): the 6-digit code of the admin's authenticator app. */
export const MfaCodeChallenge = z.object({ challenge: z.literal('SOFTWARE_TOKEN_MFA'), session: z.string().check(z.minLength(1)) });
export type MfaCodeChallenge = z.infer<typeof MfaCodeChallenge>;

/**
 * The first sign-in registers an authenticator app: `secret` (base32) is what the app stores, shown
 * as text and inside `otpauthUri` as a QR code; the app's first code confirms it.
 */
export const MfaSetupChallenge = z.object({
  challenge: z.literal('MFA_SETUP'),
  session: z.string().check(z.minLength(1)),
  secret: z.string().check(z.minLength(16)),
  otpauthUri: z.string().check(z.startsWith('otpauth://totp/')),
});
export type MfaSetupChallenge = z.infer<typeof MfaSetupChallenge>;

/** What a password (or a new one) leads to: never a session by itself, always a further step. */
export const AdminLoginResponse = z.union([CurrentUser, NewPasswordChallenge, MfaCodeChallenge, MfaSetupChallenge]);
export type AdminLoginResponse = z.infer<typeof AdminLoginResponse>;

/** `POST /api/login/new-password`: the new password, with the challenge's session. */
export const AdminNewPasswordRequest = z.object({
  username: AdminLoginRequest.shape.username,
  session: z.string().check(z.minLength(1), z.maxLength(4096)),
  newPassword: z.string().check(z.minLength(1, 'New password is required'), z.maxLength(256, 'Password is too long')),
});
export type AdminNewPasswordRequest = z.infer<typeof AdminNewPasswordRequest>;

/** An authenticator code: 6 digits; spaces a person may type between them are dropped. */
export const AuthenticatorCode = z.string().check(
  z.overwrite((value) => value.replace(/\s+/g, '')),
  z.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
);

/** `POST /api/login/mfa`: the code for the challenge `POST /api/login` (or the new password) answered. */
export const AdminMfaRequest = z.object({
  username: AdminLoginRequest.shape.username,
  session: z.string().check(z.minLength(1), z.maxLength(4096)),
  challenge: z.enum(['SOFTWARE_TOKEN_MFA', 'MFA_SETUP']),
  code: AuthenticatorCode,
});
export type AdminMfaRequest = z.infer<typeof AdminMfaRequest>;
