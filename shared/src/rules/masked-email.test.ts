import { describe, expect, it } from 'vitest';
import { maskEmail } from './masked-email';

describe('maskEmail', () => {
  it.each<[string, string, string]>([
    ['an ordinary address', 'ana@example.com', 'a•••@example.com'],
    ['a one-letter local part', 'a@example.com', 'a•••@example.com'],
    ['a long local part, masked to the same length', 'anastasia.lima+trips@example.com', 'a•••@example.com'],
    ['a subdomain, kept whole', 'ben@mail.sunward.example.co.uk', 'b•••@mail.sunward.example.co.uk'],
    ['a first letter outside ASCII, kept whole', 'élodie@example.fr', 'é•••@example.fr'],
    ['a first character beyond one UTF-16 unit', '😀fan@example.com', '😀•••@example.com'],
    ['a digit first', '7seas@example.com', '7•••@example.com'],
    ['an @ inside a quoted local part: the domain is after the last one', '"a@b"@example.com', '"•••@example.com'],
    ['no @ at all', 'not-an-address', '•••'],
    ['nothing before the @', '@example.com', '•••'],
    ['nothing after the @', 'ana@', '•••'],
    ['an empty string', '', '•••'],
  ])('%s: %s → %s', (_name, email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('never shows more than the first character of the local part', () => {
    for (const email of ['ana@example.com', 'zoe.smith@example.org', 'x1y2z3@example.net']) {
      const local = email.slice(0, email.indexOf('@'));
      expect(maskEmail(email)).not.toContain(local.slice(1, 3));
    }
  });
});
