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

/** Signed in (`{ username }`, with the session cookie), or asked to choose a new password. */
export const AdminLoginResponse = z.union([CurrentUser, NewPasswordChallenge]);
export type AdminLoginResponse = z.infer<typeof AdminLoginResponse>;

/** `POST /api/login/new-password`: the new password, with the challenge's session. */
export const AdminNewPasswordRequest = z.object({
  username: AdminLoginRequest.shape.username,
  session: z.string().check(z.minLength(1), z.maxLength(4096)),
  newPassword: z.string().check(z.minLength(1, 'New password is required'), z.maxLength(256, 'Password is too long')),
});
export type AdminNewPasswordRequest = z.infer<typeof AdminNewPasswordRequest>;
