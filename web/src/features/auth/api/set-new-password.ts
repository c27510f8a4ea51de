import * as routes from '@sunward/shared/routes/admin-sessions';
import { adminPasswordPolicy } from '@sunward/shared/rules/admin-password-policy';
import { AdminNewPasswordRequest, type AdminLoginResponse, type CurrentUser } from '@sunward/shared/schemas/user';
import '@sunward/shared/schemas/zod-setup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { AdminChallenge } from './log-in';

/** The parts of the password policy the new-password step explains. */
interface PasswordPolicy {
  minLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireDigits: boolean;
  requireSymbols: boolean;
}

/** The policy in words, e.g. "At least 12 characters, with upper and lower case letters, a digit and a symbol." */
export function describePasswordPolicy(policy: PasswordPolicy): string {
  const letters =
    policy.requireUppercase && policy.requireLowercase
      ? 'upper and lower case letters'
      : policy.requireUppercase
        ? 'an upper case letter'
        : policy.requireLowercase
          ? 'a lower case letter'
          : undefined;
  const parts = [letters, policy.requireDigits ? 'a digit' : undefined, policy.requireSymbols ? 'a symbol' : undefined].filter(
    (part): part is string => part !== undefined,
  );
  const length = `At least ${policy.minLength} characters`;
  if (parts.length === 0) return `${length}.`;
  const last = parts.pop();
  return `${length}, with ${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last}.`;
}

/**
 * The admin password rules Cognito enforces, in words. The server is the judge; this text tells
 * the admin beforehand, and a 400 brings Cognito's own reason back onto the field.
 */
export const NEW_PASSWORD_POLICY = describePasswordPolicy(adminPasswordPolicy);

/** The new-password step: the password twice, the same. */
export const NewPasswordForm = z
  .object({
    newPassword: AdminNewPasswordRequest.shape.newPassword,
    confirmPassword: z.string().check(z.minLength(1, 'Confirm your new password')),
  })
  .check(
    z.refine((form) => form.confirmPassword === '' || form.newPassword === form.confirmPassword, {
      message: 'The passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;

/** `POST /api/login/new-password`: answers the challenge; the answer is the second factor's step. */
export function setNewPassword(request: AdminNewPasswordRequest): Promise<AdminLoginResponse> {
  return apiRequest(routes.adminNewPassword, { body: request });
}

/**
 * Choosing the new password leads to the authenticator step (`onChallenge`). Errors are left to
 * the form, which puts a 400 on the field.
 */
export function useSetNewPassword({
  onSuccess,
  onChallenge,
}: { onSuccess?: (user: CurrentUser) => void; onChallenge?: (challenge: AdminChallenge) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNewPassword,
    onSuccess: (answer) => {
      if ('challenge' in answer) {
        onChallenge?.(answer);
        return;
      }
      queryClient.setQueryData(queryKeys.auth.currentUser, answer);
      onSuccess?.(answer);
    },
  });
}
