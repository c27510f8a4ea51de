/**
 * Double opt-in for the newsletter (decision 039). Anyone can type any address into the signup,
 * so an address is subscribed only once someone who reads its inbox follows the link we mail it,
 * and the signup must not become a way to flood a stranger's inbox with those mails. Pure: the
 * caller passes the clock.
 */

/** How long a confirmation link works: long enough for a weekend away from the inbox. */
export const CONFIRMATION_LINK_DAYS = 7;

/**
 * At most one confirmation mail per address in this many hours, however often it is typed in:
 * someone who lost the mail can ask again the same day, while a script typing a victim's address
 * gets them at most four of our mails a day.
 */
export const CONFIRMATION_MAIL_QUIET_HOURS = 6;

const HOUR_MS = 60 * 60 * 1000;

/** When a link mailed at `issuedAt` stops working. */
export function confirmationExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + CONFIRMATION_LINK_DAYS * 24 * HOUR_MS);
}

/** A link works up to, but not at, its expiry. */
export function isConfirmationLive(expiresAt: Date, now: Date): boolean {
  return now < expiresAt;
}

/**
 * Until when a confirmation mail sent at `sentAt` keeps the next one to that address back: from
 * this instant on (inclusive) the address may be mailed again.
 */
export function confirmationMailQuietUntil(sentAt: Date): Date {
  return new Date(sentAt.getTime() + CONFIRMATION_MAIL_QUIET_HOURS * HOUR_MS);
}
