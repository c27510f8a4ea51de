import * as routes from '@sunward/shared/routes/newsletter';
import { NewsletterFields } from '@sunward/shared/schemas/newsletter';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** What became of a signup, in the form's terms. */
export type SignupOutcome =
  /** Taken: the address is asked to confirm (or already is on the list; the answer does not say). */
  | { status: 'requested' }
  /** The address breaks the shared rule; nothing was sent. */
  | { status: 'invalid'; fieldError: string | undefined }
  /** The API refused or failed: its message, and its issue on the e-mail field if it named one. */
  | { status: 'failed'; message: string | undefined; fieldError: string | undefined };

/**
 * `POST /api/newsletter` (202, the same for every address: decision 039), after the same rule the
 * handler runs. The signup band is on every page, so this module (the API client and the schemas)
 * loads when the visitor subscribes, not with the page.
 */
export async function subscribeNewsletter(email: string, website: string): Promise<SignupOutcome> {
  const parsed = NewsletterFields.safeParse({ email });
  if (!parsed.success) return { status: 'invalid', fieldError: parsed.error.issues[0]?.message };
  try {
    await apiRequest(routes.subscribeNewsletter, { body: { email: parsed.data.email, website } });
    return { status: 'requested' };
  } catch (cause) {
    const body = cause instanceof ApiError ? cause.errorBody() : undefined;
    const fieldIssue = body?.issues?.find((issue) => issue.path[0] === 'email');
    return { status: 'failed', message: body?.message, fieldError: fieldIssue?.message };
  }
}
