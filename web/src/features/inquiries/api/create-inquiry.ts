import * as routes from '@sunward/shared/routes/inquiries';
import type { CreateInquiryRequest, CreateInquiryResponse } from '@sunward/shared/schemas/inquiry';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/inquiries`: stores the contact form's message and e-mails it to the team; 201 `{ id }`. */
export function createInquiry(body: CreateInquiryRequest): Promise<CreateInquiryResponse> {
  return apiRequest(routes.createInquiry, { body });
}

export function useCreateInquiry() {
  return useMutation({ mutationFn: createInquiry });
}
