import * as routes from '@sunward/shared/routes/admin-sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { showErrorToast } from '../../../components/feedback/toaster';

/** `POST /api/logout`: ends the admin session on the server (the cookie's session is deleted). */
export function logOut(): Promise<void> {
  return apiRequest(routes.adminLogout);
}

/**
 * Signs the admin out. Once the server has ended the session, the cached user becomes `null`,
 * so every guard sees a signed-out visitor at once, and what only an admin may see leaves the
 * cache. A failure shows the 'Logout failed' toast.
 */
export function useLogOut({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.auth.currentUser, null);
      queryClient.removeQueries({ queryKey: queryKeys.admin.all });
      onSuccess?.();
    },
    onError: (error) => {
      const message = error instanceof ApiError ? (error.errorBody()?.message ?? error.message) : error.message;
      showErrorToast({ title: 'Logout failed', description: message });
    },
  });
}
