import * as z from 'zod';

/** Every error the API answers: a user-facing message, plus field issues for validation errors. */
export const ErrorBody = z.object({
  message: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
