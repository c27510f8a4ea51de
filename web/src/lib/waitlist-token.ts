import { WaitlistToken } from '@sunward/shared/schemas/fields';

/**
 * The token a waitlist link carries in its fragment under `key` (`#token=` on the entry's page,
 * `#waitlist=` on the booking form), or null when the fragment holds none that can be one.
 */
export function readWaitlistToken(hash: string, key: 'token' | 'waitlist'): string | null {
  if (!hash.startsWith('#')) return null;
  const parsed = WaitlistToken.safeParse(new URLSearchParams(hash.slice(1)).get(key) ?? '');
  return parsed.success ? parsed.data : null;
}
