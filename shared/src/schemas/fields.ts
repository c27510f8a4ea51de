import './zod-setup';
import * as z from 'zod/mini';
import { plainText } from './plain-text';

/** Field schemas reused by every entity and form, so one rule runs in the browser and on the server. */
export const Email = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, 'Email is too long')),
  z.email('Enter a valid email address'),
);

/** Free text people type: trimmed, required, bounded, and plain (`plain-text.ts`); `multiline` only for messages. */
export const RequiredText = (label: string, max = 200, options: { multiline?: boolean } = {}) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} is too long`),
      plainText(label, options),
    );

/** A phone number as people type it: digits, spaces and + - ( ) . only, 7 to 20 characters. */
export const Phone = z
  .string()
  .check(z.trim(), z.minLength(1, 'Phone is required'), z.regex(/^[0-9 +\-().]{7,20}$/, 'Enter a valid phone number'));

/** A calendar date, `YYYY-MM-DD`. Never passed to `new Date()` for display. */
export const IsoDate = z.iso.date();

/** A UTC timestamp with `Z`. */
export const IsoTimestamp = z.iso.datetime();

/** Ids are short slugs or random ids: lowercase letters, digits and dashes. */
export const Id = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9][a-z0-9-]*$/, 'Not a valid id'));

/** A waitlist link's token: 32 random bytes in base64url, as mailed in the link's fragment. */
export const WaitlistToken = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{43}$/, 'This waitlist link is not complete'));
