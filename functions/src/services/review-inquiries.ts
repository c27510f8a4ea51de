import type { Inquiry } from '@sunward/shared/schemas/inquiry';
import { listInquiries } from '../store/inquiry-repository';

/** Every inquiry, for the admin. */
export function reviewInquiries(): Promise<Inquiry[]> {
  return listInquiries();
}
