import type { Booking } from '@sunward/shared/schemas/booking';
import { formatTimestamp } from '../../../lib/format';

type ReminderKind = NonNullable<Booking['lastReminder']>['kind'];

/** Each step of the balance reminders as the operator reads it. */
export const reminderKindLabels: Record<ReminderKind, string> = {
  '30-days': '30 days before',
  '14-days': '14 days before',
  '7-days': '7 days before',
  '3-days': '3 days before',
  'due-today': 'On the due date',
  late: 'Late',
  'final-notice': 'Final notice',
};

/** The last reminder a booking was sent, which step and when; "None yet" before the first. */
export function lastReminderText(booking: Pick<Booking, 'lastReminder'>): string {
  const last = booking.lastReminder;
  return last ? `${reminderKindLabels[last.kind]}, ${formatTimestamp(last.sentAt)}` : 'None yet';
}
