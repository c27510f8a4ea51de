import * as routes from '@sunward/shared/routes';
import type { AdminInquiry, InquiryStatus } from '@sunward/shared/schemas/inquiry-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `PATCH /api/inquiries/{id}`: marks it open or answered; the list puts the answer in place. */
export function useUpdateInquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InquiryStatus }): Promise<AdminInquiry> =>
      apiRequest(routes.updateInquiryStatus, { params: { id }, body: { status } }),
    onSuccess: (inquiry) =>
      queryClient.setQueryData<AdminInquiry[]>(queryKeys.admin.inquiries, (list) => list?.map((one) => (one.id === inquiry.id ? inquiry : one))),
  });
}
