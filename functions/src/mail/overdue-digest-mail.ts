import { cents, formatUsd } from '@sunward/shared/money';
import * as z from 'zod/mini';
import { departureRows, TripFacts } from './booking-mail-parts';
import { CalendarDateFact, CentsFact, SiteUrlFact } from './mail-facts';
import { formatCalendarDate, type MailBlock, renderMail, siteLink } from './mail-layout';
import type { RenderedMail } from './outgoing-mail';

/** One booking whose balance is still unpaid three days after its due date. */
export const OverdueBookingFacts = z.strictObject({
  ...TripFacts.shape,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  balanceDueCents: CentsFact,
  balanceDueDate: CalendarDateFact,
});

/** The agency's mail of the day (decision 042): the bookings that went overdue, each with what it owes. */
export const OverdueDigestFacts = z.strictObject({
  bookings: z.array(OverdueBookingFacts).check(z.minLength(1)),
  siteUrl: SiteUrlFact,
});

/** To the agency: the balances still unpaid three days after their due date, and the dashboard that lists them. */
export function overdueDigestMail(facts: z.output<typeof OverdueDigestFacts>): RenderedMail {
  const count = facts.bookings.length;
  const total = cents(facts.bookings.reduce((sum, booking) => sum + booking.balanceDueCents, 0));
  return renderMail({
    subject: `Overdue balances: ${count} ${count === 1 ? 'booking' : 'bookings'}, ${formatUsd(total)}`,
    audience: 'agency',
    heading: 'Overdue balances',
    blocks: [
      {
        kind: 'paragraph',
        text: `${count === 1 ? 'This booking has' : 'These bookings have'} a balance still unpaid three days after it was due. The travellers were reminded on the due date and two days later; a final notice goes out in two days. Nothing is released automatically.`,
      },
      ...facts.bookings.map(
        (booking): MailBlock => ({
          kind: 'facts',
          title: `${booking.firstName} ${booking.lastName} · ${booking.reference}`,
          rows: [
            ['Trip', booking.packageTitle],
            ...departureRows(booking),
            ['Email', booking.email],
            ['Balance due', formatUsd(booking.balanceDueCents)],
            ['Was due on', formatCalendarDate(booking.balanceDueDate)],
          ],
        }),
      ),
      { kind: 'link', label: 'Open the dashboard', url: siteLink(facts.siteUrl, '/admin/dashboard') },
    ],
  });
}
