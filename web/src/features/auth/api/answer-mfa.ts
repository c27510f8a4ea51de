import * as routes from '@sunward/shared/routes/admin-sessions';
import { AdminMfaRequest, type CurrentUser } from '@sunward/shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What the code step sends: the handler's own schema. */
export const MfaCodeField = AdminMfaRequest.shape.code;

/** `POST /api/login/mfa`: the authenticator code (or the one confirming its setup); the answer signs in. */
export function answerMfa(request: AdminMfaRequest): Promise<CurrentUser> {
  return apiRequest(routes.adminMfa, { body: request });
}

/** The right code sets the current user, as a sign-in does. Errors are left to the form. */
export function useAnswerMfa({ onSuccess }: { onSuccess?: (user: CurrentUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerMfa,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.auth.currentUser, user);
      onSuccess?.(user);
    },
  });
}
