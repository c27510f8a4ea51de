import type { AdminInquiry, InquiryStatus } from '@sunward/shared/schemas/inquiry-review';
import { notFound } from '../http/http-error';
import { setInquiryStatus } from '../store/inquiry-status-repository';

/** The admin marks an inquiry answered (who and when are kept) or open again; 404 for one that does not exist. */
export async function markInquiry(id: string, status: InquiryStatus, by: string, now: Date): Promise<AdminInquiry> {
  const inquiry = await setInquiryStatus(id, status, by, now);
  if (!inquiry) throw notFound('Inquiry not found');
  return inquiry;
}
