import { addDays, agencyDate, agencyInstant } from './agency-calendar';

/**
 * The reminders of a booking's balance: days from its due date (agency days, New York), each
 * sent at `REMINDER_HOUR` there. Peers remind at 7 and 3 days, on the day and 2 days after; the
 * earlier ones leave time to plan a payment, the last one says what is at stake.
 */
export const reminderKinds = ['30-days', '14-days', '7-days', '3-days', 'due-today', 'late', 'final-notice'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

export interface ReminderStep {
  readonly kind: ReminderKind;
  /** Days from the due date: negative before it. */
  readonly daysFromDue: number;
}

export const reminderSteps: readonly ReminderStep[] = [
  { kind: '30-days', daysFromDue: -30 },
  { kind: '14-days', daysFromDue: -14 },
  { kind: '7-days', daysFromDue: -7 },
  { kind: '3-days', daysFromDue: -3 },
  { kind: 'due-today', daysFromDue: 0 },
  { kind: 'late', daysFromDue: 2 },
  { kind: 'final-notice', daysFromDue: 5 },
];

/** The hour of the agency's morning at which a step's reminder goes out: read on arrival at work, not at night. */
export const REMINDER_HOUR = 9;

/**
 * Days after the due date on which the agency hears of the bookings still unpaid, in one mail of
 * the day: late enough for the 'late' reminder to have worked, early enough to act before the final notice.
 */
export const AGENCY_OVERDUE_NOTICE_DAYS = 3;

/** The hour of the agency's day at which that day's mail of overdue bookings goes out, after the morning's reminders. */
export const OVERDUE_DIGEST_HOUR = 10;

/** An operator's "send now" waits this long after the last reminder, so a double click never sends two. */
export const REMINDER_RESEND_MINUTES = 10;

/** A pay link in a reminder works until the end of this many days after the due date (New York). */
export const PAY_LINK_DAYS_AFTER_DUE = 30;

/** When a step's reminder of a balance due on `dueDate` goes out. */
export function reminderTime(dueDate: string, step: ReminderStep): Date {
  return agencyInstant(addDays(dueDate, step.daysFromDue), REMINDER_HOUR);
}

/** When the agency's notice of a booking still unpaid is due: the morning of the third day after its due date. */
export function agencyOverdueNoticeTime(dueDate: string): Date {
  return agencyInstant(addDays(dueDate, AGENCY_OVERDUE_NOTICE_DAYS), REMINDER_HOUR);
}

/** When the overdue bookings' mail of one agency day (`YYYY-MM-DD`) goes out. */
export function overdueDigestTime(day: string): Date {
  return agencyInstant(day, OVERDUE_DIGEST_HOUR);
}

/** The last instant a reminder's pay link works: the end of the 30th New York day after the due date. */
export function reminderPayLinkValidUntil(dueDate: string): Date {
  return new Date(agencyInstant(addDays(dueDate, PAY_LINK_DAYS_AFTER_DUE + 1), 0).getTime() - 1);
}

export interface ReminderDue {
  /** The latest step whose time has come by `now`: the one reminder to send, however many were missed. */
  step: ReminderStep | undefined;
  /** The first step whose time has not come, and when; undefined after the last. */
  next: { step: ReminderStep; at: Date } | undefined;
}

/**
 * Which reminder of a balance due on `dueDate` fits `now`: the latest step whose time has come
 * (so after downtime only that one goes out, never a burst of stale ones) and when the next is.
 */
export function reminderDue(dueDate: string, now: Date): ReminderDue {
  let step: ReminderStep | undefined;
  for (const candidate of reminderSteps) {
    const at = reminderTime(dueDate, candidate);
    if (at.getTime() > now.getTime()) return { step, next: { step: candidate, at } };
    step = candidate;
  }
  return { step, next: undefined };
}

/**
 * The reminder an operator's "send now" sends: the latest step whose day has come in New York,
 * whatever the hour; before the first step's day, the first.
 */
export function reminderKindOn(dueDate: string, now: Date): ReminderKind {
  const today = agencyDate(now);
  const come = reminderSteps.filter((candidate) => addDays(dueDate, candidate.daysFromDue) <= today);
  return come.at(-1)?.kind ?? '30-days';
}

/**
 * When a booking's reminder item is next due: the next step's time or, until the agency has been
 * told of it, the agency's notice on the third day after the due date, whichever comes first;
 * undefined once nothing is left to do.
 */
export function nextReminderWorkAt(dueDate: string, now: Date, agencyTold: boolean): Date | undefined {
  const step = reminderDue(dueDate, now).next?.at;
  const agency = agencyTold ? undefined : agencyOverdueNoticeTime(dueDate);
  const times = [step, agency && agency.getTime() > now.getTime() ? agency : undefined].filter((at): at is Date => at !== undefined);
  return times.length === 0 ? undefined : new Date(Math.min(...times.map((at) => at.getTime())));
}

/**
 * When a booking's first reminder work is due, as its deposit is recorded: the next step's time,
 * unless the booking is already within the last days before its due date (the 3-days step or a
 * later one has come), when the traveller would otherwise hear nothing before the due date itself:
 * then at once, with the step that fits.
 */
export function firstReminderWorkAt(dueDate: string, now: Date): Date | undefined {
  const { step } = reminderDue(dueDate, now);
  const lastBeforeDue = reminderSteps.find((candidate) => candidate.kind === '3-days');
  if (step && lastBeforeDue && step.daysFromDue >= lastBeforeDue.daysFromDue) return now;
  return nextReminderWorkAt(dueDate, now, false);
}

/** A booking the reminders are for: its deposit paid, a balance left and a due date to count from. */
export function owesRemindedBalance<Booking extends { status: string; balanceDueCents: number; balanceDueDate?: string | null | undefined }>(
  booking: Booking,
): booking is Booking & { balanceDueDate: string } {
  return booking.status === 'deposit_paid' && booking.balanceDueCents > 0 && typeof booking.balanceDueDate === 'string' && booking.balanceDueDate !== '';
}
