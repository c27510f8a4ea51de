import * as routes from '@sunward/shared/routes/admin-sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '../../../components/feedback/toaster';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { apiErrorMessage } from '../../../lib/api-error-message';

/** `POST /api/logout/everywhere`: ends every session of this admin, on every device. */
export function logOutEverywhere(): Promise<void> {
  return apiRequest(routes.adminLogoutEverywhere);
}

/** As a logout: the cached user becomes `null` and the admin's data leaves the cache. */
export function useLogOutEverywhere({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOutEverywhere,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.auth.currentUser, null);
      queryClient.removeQueries({ queryKey: queryKeys.admin.all });
      onSuccess?.();
    },
    onError: (error) => showErrorToast({ title: 'Sign out everywhere failed', description: apiErrorMessage(error) }),
  });
}
