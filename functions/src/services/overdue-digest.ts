import { isBalanceOverdue } from '@sunward/shared/rules/balance-due';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { tripFacts } from './booking-mail-facts';
import { logger } from '../observability/logger';
import { readAgencySettings } from '../settings/mail';
import { readSiteSettings } from '../settings/site';
import { writeDigest } from '../store/balance-reminder-repository';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import { type ClaimedWork, releaseClaimedWork } from '../store/timed-work-repository';

const site = readSiteSettings();
const agency = readAgencySettings();

/** Still owed past its due date when the digest goes out: a booking paid or released meanwhile is left out. */
function stillOverdue(booking: BookingRecord | undefined, now: Date): booking is BookingRecord & { balanceDueDate: string } {
  return booking !== undefined && booking.status === 'deposit_paid' && isBalanceOverdue({ ...booking, depositPaid: true }, now);
}

export type DigestOutcome = 'sent' | 'nothing' | 'retry';

/**
 * The agency's mail of one day (decision 042): the bookings that joined it (each on the third day
 * after its due date) and are still overdue now, in one mail, with a link to the dashboard. The
 * item goes with the mail in one write, only if no booking joined since the run claimed it;
 * otherwise the item is given back, due at once, and the next run sends them all.
 */
export async function sendOverdueDigest(claim: ClaimedWork, now: Date): Promise<DigestOutcome> {
  const bookings = (await Promise.all(claim.members.map((id) => findBooking(id)))).filter((booking) => stillOverdue(booking, now));
  const mail: OutgoingMail | undefined =
    bookings.length === 0
      ? undefined
      : {
          to: agency.AGENCY_EMAIL,
          template: 'overdueDigest',
          facts: {
            bookings: bookings.map((booking) => ({
              ...tripFacts(booking),
              firstName: booking.firstName,
              lastName: booking.lastName,
              email: booking.email,
              balanceDueCents: booking.balanceDueCents,
              balanceDueDate: booking.balanceDueDate,
            })),
            siteUrl: site.SITE_URL,
          },
        };
  if (await writeDigest(claim, mail, now)) {
    if (mail) logger.info('overdue digest sent', { bookings: bookings.length });
    return mail ? 'sent' : 'nothing';
  }
  await releaseClaimedWork(claim, now);
  return 'retry';
}
