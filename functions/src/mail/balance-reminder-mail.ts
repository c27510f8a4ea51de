import { formatUsd } from '@sunward/shared/money';
import { type ReminderKind, reminderKinds } from '@sunward/shared/rules/balance-reminders';
import * as z from 'zod/mini';
import { balanceOwedFacts, TripFacts } from './booking-mail-parts';
import { CalendarDateFact, CentsFact, InstantFact } from './mail-facts';
import { formatAgencyDateTime, formatCalendarDate, type MailBlock, renderMail } from './mail-layout';
import type { RenderedMail } from './outgoing-mail';

/**
 * A reminder of a booking's balance (decision 042): which step of the schedule it is, the trip,
 * the balance at the moment it was decided and its due date, and one button that pays it.
 */

/**
 * What only the mail worker may read (decision 038): the pay link, which pays this booking's
 * balance without a code (its token in the fragment). The outbox keeps it sealed, never in clear.
 */
export const BalanceReminderSecrets = z.strictObject({ payUrl: z.url() });

/** What the outbox keeps in clear. */
export const BalanceReminderFacts = z.strictObject({
  ...TripFacts.shape,
  kind: z.enum(reminderKinds),
  firstName: z.string(),
  /** The balance when the reminder was decided. */
  balanceDueCents: CentsFact,
  balanceDueDate: CalendarDateFact,
  /** New York days from the day it was sent to the due date: negative once past. */
  daysToDue: z.number().check(z.int()),
  /** The last moment the pay link works. */
  payLinkValidUntil: InstantFact,
});
type BalanceReminder = z.output<typeof BalanceReminderFacts> & z.output<typeof BalanceReminderSecrets>;

function subjectOf(facts: BalanceReminder): string {
  const dueOn = formatCalendarDate(facts.balanceDueDate);
  const trip = `${facts.packageTitle} (${facts.reference})`;
  switch (facts.kind) {
    case 'due-today':
      return `Your balance is due today: ${trip}`;
    case 'late':
      return `Late: your balance was due on ${dueOn}: ${trip}`;
    case 'final-notice':
      return `Final notice: your balance was due on ${dueOn}: ${trip}`;
    default:
      // The days left when it was sent: the step's own number on time, the true count when sent by hand.
      if (facts.daysToDue <= 0) return `Your balance is due today: ${trip}`;
      return facts.daysToDue === 1 ? `Your balance is due tomorrow, on ${dueOn}: ${trip}` : `Your balance is due in ${facts.daysToDue} days, on ${dueOn}: ${trip}`;
  }
}

function headingOf(kind: ReminderKind): string {
  if (kind === 'due-today') return 'Your balance is due today';
  if (kind === 'late') return 'Your balance is late';
  if (kind === 'final-notice') return 'Final notice: your balance is unpaid';
  return 'A reminder of your balance';
}

function openingOf(facts: BalanceReminder): string {
  const amount = formatUsd(facts.balanceDueCents);
  const dueOn = formatCalendarDate(facts.balanceDueDate);
  switch (facts.kind) {
    case 'due-today':
      return `The balance of your trip, ${amount}, is due today.`;
    case 'late':
      return `The balance of your trip, ${amount}, was due on ${dueOn} and we have not received it yet. Please pay it now to keep your booking.`;
    case 'final-notice':
      return `The balance of your trip, ${amount}, was due on ${dueOn} and is still unpaid. This is our last reminder before the booking may be cancelled.`;
    default:
      return `The balance of your trip, ${amount}, is due on ${dueOn}.`;
  }
}

/** To the traveller: the balance and its due date, and one button to pay it. */
export function balanceReminderMail(facts: BalanceReminder): RenderedMail {
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `Hi ${facts.firstName},` },
    { kind: 'paragraph', text: openingOf(facts) },
    balanceOwedFacts(facts),
    { kind: 'link', label: 'Pay the balance', url: facts.payUrl },
    {
      kind: 'paragraph',
      text: `The button opens a page that pays this booking's balance, in part or in full, by card; it needs no code and works until ${formatAgencyDateTime(facts.payLinkValidUntil)}. Please do not forward this e-mail.`,
    },
    ...(facts.kind === 'final-notice'
      ? [
          {
            kind: 'paragraph',
            text: 'As the booking terms you accepted say, a balance left unpaid lets us cancel the booking, and the amounts paid are kept.',
          } satisfies MailBlock,
        ]
      : []),
    { kind: 'paragraph', text: 'If you have paid in the meantime, thank you: you can ignore this e-mail.' },
  ];
  return renderMail({ subject: subjectOf(facts), audience: 'traveller', heading: headingOf(facts.kind), blocks });
}
