import * as routes from '@sunward/shared/routes/admin-sessions';
import { AdminLoginRequest, type AdminLoginResponse, type CurrentUser } from '@sunward/shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '../../../components/feedback/toaster';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { apiErrorMessage } from '../../../lib/api-error-message';

/** What the sign-in form sends (spec §5: both fields required): the handler's own schema. */
export const LogInForm = AdminLoginRequest;
export type LogInForm = AdminLoginRequest;

/** A further step the password led to: a new password, the authenticator code or its setup. */
export type AdminChallenge = Exclude<AdminLoginResponse, CurrentUser>;

/**
 * `POST /api/login`: checks the password; the answer is the next step, a new password for a
 * temporary one, then the authenticator code or, on the first sign-in, its setup (decision 036).
 */
export function logIn(credentials: LogInForm): Promise<AdminLoginResponse> {
  return apiRequest(routes.adminLogin, { body: credentials });
}

/**
 * A challenge goes to `onChallenge`; an answer that signed in (none does while the pool requires
 * the second factor) sets the current user and calls `onSuccess`. A failure (401 wrong credentials, 429 too many attempts) shows the
 * 'Login failed' toast with the server's message (spec §8).
 */
export function useLogIn({
  onSuccess,
  onChallenge,
}: {
  onSuccess?: (user: CurrentUser) => void;
  onChallenge?: (challenge: AdminChallenge, credentials: LogInForm) => void;
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
