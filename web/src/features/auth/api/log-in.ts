import * as routes from '@sunward/shared/routes';
import { AdminLoginRequest, type AdminLoginResponse, type CurrentUser, type NewPasswordChallenge } from '@sunward/shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '../../../components/feedback/toaster';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { apiErrorMessage } from './api-error-message';

/** What the sign-in form sends (spec §5: both fields required): the handler's own schema. */
export const LogInForm = AdminLoginRequest;
export type LogInForm = AdminLoginRequest;

/**
 * `POST /api/login`: signs the admin in (the answer sets the session cookie), or answers that an
 * admin with a temporary password must choose a new one first.
 */
export function logIn(credentials: LogInForm): Promise<AdminLoginResponse> {
  return apiRequest(routes.adminLogin, { body: credentials });
}

/**
 * Signing in sets the current user and calls `onSuccess`; a new-password challenge goes to
 * `onChallenge` instead. A failure (401 wrong credentials, 429 too many attempts) shows the
 * 'Login failed' toast with the server's message (spec §8).
 */
export function useLogIn({
  onSuccess,
  onChallenge,
}: {
  onSuccess?: (user: CurrentUser) => void;
  onChallenge?: (challenge: NewPasswordChallenge, credentials: LogInForm) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (answer, credentials) => {
      if ('challenge' in answer) {
        onChallenge?.(answer, credentials);
        return;
      }
      const user: CurrentUser = { username: answer.username };
      queryClient.setQueryData(queryKeys.auth.currentUser, user);
      onSuccess?.(user);
    },
    onError: (error) => {
      showErrorToast({ title: 'Login failed', description: apiErrorMessage(error) });
    },
  });
}
