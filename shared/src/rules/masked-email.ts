/**
 * An address shown to whoever holds a sign-in link, e.g. on "Continue as a•••@example.com": enough
 * for its owner to recognise it, and for someone sent another person's link to see it is not
 * theirs, without spelling out the address to anyone who looks at the screen. The first character
 * of the local part (a whole code point, so an accented letter or emoji is not cut in half), a
 * fixed `•••` whatever the length (so the mask does not tell it), then `@` and the domain as typed.
 */
export const EMAIL_MASK = '•••';

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : '';
  const domain = at > 0 ? email.slice(at + 1) : '';
  const [first] = Array.from(local);
  if (first === undefined || domain === '') return EMAIL_MASK;
  return `${first}${EMAIL_MASK}@${domain}`;
}
