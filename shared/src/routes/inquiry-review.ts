import type { RouteDefinition } from '../route-definition';
import { AdminInquiry, InquiryIdParams, UpdateInquiryStatusRequest } from '../schemas/inquiry-review';

/*
 * The admin's side of inquiries, apart from `inquiries.ts`, whose schemas the public contact page
 * loads: this module's stay out of that page.
 */

/** Admin only: marks an inquiry open or answered; answers the inquiry. */
export const updateInquiryStatus = {
  method: 'PATCH',
  path: '/api/inquiries/{id}',
  handler: 'update-inquiry-status',
  access: 'admin',
  params: InquiryIdParams,
  request: UpdateInquiryStatusRequest,
  response: AdminInquiry,
} as const satisfies RouteDefinition;
