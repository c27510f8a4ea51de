import './zod-setup';
import * as z from 'zod/mini';
import { Id, IsoTimestamp } from './fields';
import { Inquiry } from './inquiry';

/** Where the agency is with an inquiry: `open` until someone marks it `answered`. */
export const inquiryStatuses = ['open', 'answered'] as const;
export const InquiryStatus = z.enum(inquiryStatuses);
export type InquiryStatus = z.infer<typeof InquiryStatus>;

export const inquiryStatusLabels: Readonly<Record<InquiryStatus, string>> = { open: 'Open', answered: 'Answered' };

/** An inquiry as the admin's list shows it: with its status, and who marked it answered and when. */
export const AdminInquiry = z.extend(Inquiry, {
  status: InquiryStatus,
  answeredAt: z.nullable(IsoTimestamp),
  answeredBy: z.nullable(z.string()),
});
export type AdminInquiry = z.infer<typeof AdminInquiry>;

export const AdminInquiryList = z.array(AdminInquiry);
export type AdminInquiryList = z.infer<typeof AdminInquiryList>;

export const InquiryIdParams = z.object({ id: Id });
export type InquiryIdParams = z.infer<typeof InquiryIdParams>;

/** `PATCH /api/inquiries/{id}`: mark it open or answered. */
export const UpdateInquiryStatusRequest = z.object({ status: InquiryStatus });
export type UpdateInquiryStatusRequest = z.infer<typeof UpdateInquiryStatusRequest>;
