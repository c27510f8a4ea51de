import type { AdminInquiry } from '@sunward/shared/schemas/inquiry-review';
import { listInquiriesWithStatus } from '../store/inquiry-status-repository';

/** Every inquiry with its status, for the admin. */
export function reviewInquiries(): Promise<AdminInquiry[]> {
  return listInquiriesWithStatus();
}
