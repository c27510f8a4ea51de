import { createHash, randomBytes } from 'node:crypto';
import { confirmationExpiry } from '@sunward/shared/rules/newsletter-confirmation';
import { isHoneypotFilled } from '@sunward/shared/schemas/honeypot';
import type { SubscribeRequest } from '@sunward/shared/schemas/newsletter';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { logger } from '../observability/logger';
import { readSiteSettings } from '../settings/site';
import { requestConfirmation } from '../store/subscriber-repository';

const site = readSiteSettings();

/** A confirmation link's token: 32 random bytes, base64url (43 characters, `ConfirmationToken`). */
function drawToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the table keeps of a token. The token is 256 random bits, so a plain SHA-256 is enough: a
 * leaked table gives nobody a working link, and no secret has to be granted to hash it.
 */
export function confirmationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The confirmation page, the token in the fragment: it reaches no server log and no `Referer`. */
export function confirmationUrl(token: string): string {
  return `${site.SITE_URL}/newsletter/confirm#token=${token}`;
}

/**
 * Asks the address to confirm its subscription (decision 039): it is stored pending with a
 * confirmation link, written to the outbox with it, unless it is confirmed already or was mailed a
 * link in the quiet hours. The caller's answer is the same in every case, so the signup tells
 * nobody whether an address is on the list; a filled honeypot does nothing.
 */
export async function subscribeNewsletter(request: SubscribeRequest, now: Date): Promise<void> {
  if (isHoneypotFilled(request.website)) return;
  const token = drawToken();
  const expiresAt = confirmationExpiry(now);
  const mail: OutgoingMail = {
    to: request.email,
    // A link that has expired is no use: the outbox drops its mail rather than send it late.
    sendBefore: expiresAt,
    template: 'newsletterConfirmation',
    facts: { confirmUrl: confirmationUrl(token), expiresAt: expiresAt.toISOString() },
  };
  const mailed = await requestConfirmation(request.email, { tokenHash: confirmationTokenHash(token), issuedAt: now, expiresAt }, mail);
  if (!mailed) logger.info('Newsletter confirmation not mailed: the address is confirmed or was mailed within the quiet hours');
}
