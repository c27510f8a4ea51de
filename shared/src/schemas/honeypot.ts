import './zod-setup';
import * as z from 'zod/mini';

/**
 * A field people never see and bots fill in. Public forms send it as `website`, empty. A filled
 * one is still accepted (so a bot learns nothing) and the handler stores and sends nothing.
 */
export const Honeypot = z.optional(z.string().check(z.maxLength(500)));

/** The honeypot's field name on every public form. */
export const honeypotField = 'website';

export function isHoneypotFilled(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}
