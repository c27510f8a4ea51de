import './zod-setup';
import * as z from 'zod/mini';

/** Every error the API answers: a user-facing message, plus field issues for validation errors. */
export const ErrorBody = z.object({
  message: z.string(),
  issues: z.optional(z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))),
  requestId: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
