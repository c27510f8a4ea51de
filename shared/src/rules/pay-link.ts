import { addDays, agencyInstant } from './agency-calendar';

/** How many days after a booking's balance due date its pay links keep working. */
export const PAY_LINK_DAYS_AFTER_DUE = 30;

/**
 * The last instant a pay link for a balance due on `balanceDueDate` works: the end of the New York
 * day `PAY_LINK_DAYS_AFTER_DUE` days after it (decision 043).
 */
export function payLinkValidUntil(balanceDueDate: string): Date {
  return new Date(agencyInstant(addDays(balanceDueDate, PAY_LINK_DAYS_AFTER_DUE + 1), 0).getTime() - 1);
}

/**
 * Why a stored pay link no longer opens its booking at `now`, or undefined while it does: it is
 * past its `validUntil`, or the operator revoked the booking's links after it was made
 * (`payLinksRevokedAt`; a link made later works).
 */
export function payLinkRefusal(
  link: { createdAt: Date; validUntil: Date },
  booking: { payLinksRevokedAt?: string | undefined },
  now: Date,
): 'expired' | 'revoked' | undefined {
  if (booking.payLinksRevokedAt !== undefined && link.createdAt.getTime() <= Date.parse(booking.payLinksRevokedAt)) return 'revoked';
  if (now.getTime() > link.validUntil.getTime()) return 'expired';
  return undefined;
}
