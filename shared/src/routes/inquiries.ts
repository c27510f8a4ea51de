import { inquiryFormResults } from '../form-results';
import type { RouteDefinition } from '../route-definition';
import { CreateInquiryRequest, CreateInquiryResponse } from '../schemas/inquiry';

/*
 * The contact form's call, in a module of its own: the contact page loads only its schemas with
 * the form, not the whole table's. `routes.ts` lists it with every other call.
 */

export const createInquiry = {
  method: 'POST',
  path: '/api/inquiries',
  handler: 'create-inquiry',
  access: 'public',
  request: CreateInquiryRequest,
  response: CreateInquiryResponse,
  // The contact form posts here before (or without) the page's scripts.
  form: inquiryFormResults,
} as const satisfies RouteDefinition;
