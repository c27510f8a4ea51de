import type { CurrentUser } from '@sunward/shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import '@sunward/shared/schemas/zod-setup';
import * as z from 'zod/mini';
import { showErrorToast } from '../../../components/feedback/toaster';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What the sign-in form sends (spec §5: both fields required). */
export const LogInForm = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Username is required')),
  password: z.string().check(z.minLength(1, 'Password is required')),
});
export type LogInForm = z.infer<typeof LogInForm>;

/** Shown until `POST /api/login` is in the route table. */
export const SIGN_IN_UNAVAILABLE = 'Sign-in is not available yet.';

/**
 * Signs the admin in. `POST /api/login` is not in the route table yet, so this rejects with a
 * plain message; once the route exists it becomes `apiRequest(routes.adminLogin, { body })`,
 * and the hook below already shows the server's message and hands the user to `onSuccess`.
 */
export function logIn(_credentials: LogInForm): Promise<CurrentUser> {
  return Promise.reject(new Error(SIGN_IN_UNAVAILABLE));
}

/** Signing in sets the current user; the 'Login failed' toast carries the server's message (spec §8). */
export function useLogIn({ onSuccess }: { onSuccess?: (user: CurrentUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.auth.currentUser, user);
      onSuccess?.(user);
    },
    onError: (error) => {
      const message = error instanceof ApiError ? (error.errorBody()?.message ?? error.message) : error.message;
      showErrorToast({ title: 'Login failed', description: message });
    },
  });
}
