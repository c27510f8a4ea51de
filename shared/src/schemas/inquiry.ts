import './zod-setup';
import * as z from 'zod/mini';
import { Email, Id, IsoTimestamp, RequiredText } from './fields';
import { Honeypot } from './honeypot';

/** What a visitor can ask about on the contact form (spec §3). */
export const inquiryInterests = ['morocco', 'barbados', 'st-lucia', 'tobago', 'custom'] as const;
export const InquiryInterest = z.enum(inquiryInterests);
export type InquiryInterest = z.infer<typeof InquiryInterest>;

/** How each interest reads: in the contact form's dropdown, the admin's list and the agency's mail. */
export const inquiryInterestLabels: Readonly<Record<InquiryInterest, string>> = {
  morocco: 'Portugal & Morocco',
  barbados: 'Barbados',
  'st-lucia': 'St. Lucia Carnival',
  tobago: 'Tobago',
  custom: 'Custom trip',
};

/** The contact form's fields; the same rules run in the browser and in the handler. */
export const InquiryFields = z.object({
  firstName: RequiredText('First name', 100),
  lastName: RequiredText('Last name', 100),
  email: Email,
  // Not required (spec §5): an empty choice is sent as no interest. zod/mini has no `preprocess`; it
  // is this pipe from a transform, and the outer `optional` keeps the field optional in the input type.
  interest: z.optional(
    z.pipe(
      z.transform((value: unknown) => (value === '' || value === null ? undefined : value)),
      z.optional(InquiryInterest),
    ),
  ),
  message: RequiredText('Message', 5000, { multiline: true }),
});
export type InquiryFields = z.infer<typeof InquiryFields>;

export const CreateInquiryRequest = z.extend(InquiryFields, { website: Honeypot });
export type CreateInquiryRequest = z.infer<typeof CreateInquiryRequest>;

export const CreateInquiryResponse = z.object({ id: Id });
export type CreateInquiryResponse = z.infer<typeof CreateInquiryResponse>;

export const Inquiry = z.object({
  id: Id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  interest: z.nullable(InquiryInterest),
  message: z.string(),
  createdAt: IsoTimestamp,
});
export type Inquiry = z.infer<typeof Inquiry>;

export const InquiryList = z.array(Inquiry);
