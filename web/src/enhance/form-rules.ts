import type * as z from 'zod/mini';
import { InquiryFields } from '@sunward/shared/schemas/inquiry';
import { NewsletterFields } from '@sunward/shared/schemas/newsletter';

/*
 * The shared schemas the React forms check with, for the enhanced forms of a static page
 * (forms.ts): the same rules and messages as the app and the API. Their own chunk, loaded when a
 * visitor first focuses a form, so a page that is only read never downloads zod.
 */

export type FieldIssues = Record<string, string>;

export type Checked = { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldIssues };

/** The first message for each field, as `errorsFromIssues` (lib/field-errors.ts) gives the React forms. */
export function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldIssues {
  const errors: FieldIssues = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field] ??= issue.message;
  }
  return errors;
}

function check(schema: z.ZodMiniType, values: Record<string, string>): Checked {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data as Record<string, unknown> } : { ok: false, errors: firstMessages(parsed.error.issues) };
}

export const formRules = {
  newsletter: (values: Record<string, string>) => check(NewsletterFields, values),
  inquiry: (values: Record<string, string>) => check(InquiryFields, values),
} as const;
