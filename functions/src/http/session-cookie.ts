/**
 * The session cookie: an opaque random id, HttpOnly so page scripts never see it. The `__Host-`
 * prefix makes browsers refuse it unless it is Secure, for the whole site and for this host only,
 * so no sibling domain or plain-HTTP page can set or overwrite it.
 */
export const SESSION_COOKIE = '__Host-sid';

const attributes = 'Path=/; HttpOnly; Secure; SameSite=Strict';

export function sessionCookie(id: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${id}; Max-Age=${maxAgeSeconds}; ${attributes}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Max-Age=0; ${attributes}`;
}

/** API Gateway v2 hands cookies over as `name=value` strings. */
export function readSessionCookie(cookies: readonly string[] | undefined): string | undefined {
  for (const cookie of cookies ?? []) {
    const separator = cookie.indexOf('=');
    if (separator > 0 && cookie.slice(0, separator).trim() === SESSION_COOKIE) {
      const value = cookie.slice(separator + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}
