import * as routes from '@sunward/shared/routes/newsletter';
import { ConfirmationToken } from '@sunward/shared/schemas/newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The token of a confirmation link, `/newsletter/confirm#token=<token>`, or null when it has none. */
export function readConfirmationToken(hash: string): string | null {
  if (!hash.startsWith('#')) return null;
  const parsed = ConfirmationToken.safeParse(new URLSearchParams(hash.slice(1)).get('token') ?? '');
  return parsed.success ? parsed.data : null;
}

/**
 * `POST /api/newsletter/confirm`: the link's address becomes a subscriber and the link is used up.
 * 404 'This confirmation link has expired or was already used. …'.
 */
export function confirmNewsletter(token: string) {
  return apiRequest(routes.confirmNewsletter, { body: { token } });
}

export function useConfirmNewsletter() {
  return useMutation({ mutationFn: confirmNewsletter });
}
