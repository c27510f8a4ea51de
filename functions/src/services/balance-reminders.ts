import { randomUUID } from 'node:crypto';
import { agencyDate, daysBetween } from '@sunward/shared/rules/agency-calendar';
import {
  agencyOverdueNoticeTime,
  nextReminderWorkAt,
  overdueDigestTime,
  owesRemindedBalance,
  REMINDER_RESEND_MINUTES,
  type ReminderKind,
  reminderDue,
  reminderKindOn,
  reminderPayLinkValidUntil,
  reminderTime,
} from '@sunward/shared/rules/balance-reminders';
import * as z from 'zod/mini';
import { sealForMailWorker } from '../adapters/code-encryption';
import { conflict, notFound, tooManyRequests } from '../http/http-error';
import type { MailSecrets, OutgoingMail, SealedFacts } from '../mail/outgoing-mail';
import { bookingReference } from '../mappers/booking-response';
import { tripFacts } from './booking-mail-facts';
import { logger } from '../observability/logger';
import { readSiteSettings } from '../settings/site';
import { auditEntryPut } from '../store/audit-repository';
import { type BookingRecord, findBooking } from '../store/booking-repository';
import { type ReminderMail, type ReminderWritten, writeReminder } from '../store/balance-reminder-repository';
import { newPayLink, payLinkUrl } from '../store/pay-link-repository';
import { type ClaimedWork, deleteClaimedWork } from '../store/timed-work-repository';

const site = readSiteSettings();

export const NO_BALANCE_MESSAGE = 'This booking has no balance to remind of: its deposit is not paid, it is paid in full, or it has ended.';
export const REMINDERS_OFF_MESSAGE = 'Reminders are switched off for this booking. Switch them on to send one.';
export const RECENTLY_REMINDED_MESSAGE = `A reminder was sent to this booking less than ${REMINDER_RESEND_MINUTES} minutes ago.`;

/** What a booking's reminder item keeps between runs: for which due date the agency has heard of it. */
const ReminderWorkData = z.object({ agencyToldFor: z.optional(z.string()) });

/** The pay link for a reminder, sealed for the mail worker (decision 038) with the mail that carries it. */
async function reminderMail(booking: BookingRecord & { balanceDueDate: string }, kind: ReminderKind, now: Date) {
  const validUntil = reminderPayLinkValidUntil(booking.balanceDueDate);
  const link = newPayLink({ bookingId: booking.id, validUntil, now });
  const secrets: MailSecrets<'balanceReminder'> = { payUrl: payLinkUrl(site.SITE_URL, link.token) };
  const mail: OutgoingMail = {
    to: booking.email,
    template: 'balanceReminder',
    facts: {
      kind,
      ...tripFacts(booking),
      firstName: booking.firstName,
      balanceDueCents: booking.balanceDueCents,
      balanceDueDate: booking.balanceDueDate,
      daysToDue: daysBetween(agencyDate(now), booking.balanceDueDate),
      payLinkValidUntil: validUntil.toISOString(),
    },
    sealedFacts: (await sealForMailWorker('balanceReminder', JSON.stringify(secrets))) as SealedFacts,
  };
  return { mail, payLink: link.put };
}

/** How many times one item reads its booking again after a write the booking refused (a payment meanwhile). */
const MAX_ATTEMPTS = 3;

export type ReminderOutcome = 'sent' | 'silent' | 'ended' | 'claim-lost';

/**
 * One run's work on a booking's claimed reminder item (decision 042), decided from the booking as
 * it is now. A booking that owes nothing any more (paid in full, expired, cancelled) or whose
 * reminders are off loses its item and gets nothing. Otherwise the latest step whose time has come
 * goes out, once (after downtime only that one); the agency's digest of the day takes the booking
 * from the third day after its due date; the item moves to the next time, or goes after the last.
 * A payment landing between the read and the write fails the write's condition, and the booking
 * is read again.
 */
export async function remindOfBalance(claim: ClaimedWork, now: Date): Promise<ReminderOutcome> {
  for (let attempt = 1; ; attempt++) {
    const booking = await findBooking(claim.subjectId);
    if (!booking || !owesRemindedBalance(booking) || booking.remindersEnabled === false) {
      return (await deleteClaimedWork(claim)) ? 'ended' : 'claim-lost';
    }
    const dueDate = booking.balanceDueDate;
    const data = ReminderWorkData.safeParse(claim.data).data ?? {};
    const tellAgency = data.agencyToldFor !== dueDate && agencyOverdueNoticeTime(dueDate).getTime() <= now.getTime();
    const nextData = tellAgency ? { agencyToldFor: dueDate } : data;
    const nextAt = nextReminderWorkAt(dueDate, now, nextData.agencyToldFor === dueDate);
    const schedule = { claim, next: nextAt ? { at: nextAt, data: nextData } : undefined };
    const today = agencyDate(now);
    const digest = tellAgency ? { day: today, at: overdueDigestTime(today), bookingId: booking.id } : undefined;

    const { step } = reminderDue(dueDate, now);
    // The step this booking last got, for this due date: no pay link is made only to be refused by the once-key.
    const sentAlready = step && booking.lastReminder?.kind === step.kind && booking.lastReminder.sentAt >= reminderTime(dueDate, step).toISOString();
    let written: ReminderWritten = 'already-sent';
    if (step && !sentAlready) {
      const { mail, payLink } = await reminderMail(booking, step.kind, now);
      const send: ReminderMail = { booking, kind: step.kind, dueDate, sentAt: now, mail, payLink, mode: { once: true } };
      written = await writeReminder({ schedule, send, digest });
      if (written === 'written') {
        logger.info('balance reminder sent', { bookingId: booking.id, reminder: step.kind });
        return 'sent';
      }
    }
    if (written === 'already-sent') {
      // Nothing to send now (before the first step, or this step went out already): move on silently.
      written = await writeReminder({ schedule, digest });
      if (written === 'written') return 'silent';
    }
    if (written === 'claim-lost') return 'claim-lost';
    if (attempt >= MAX_ATTEMPTS) throw new Error(`The booking ${booking.id} kept changing while its reminder was written`);
  }
}

/**
 * The operator's "send now": the reminder whose day has come (New York), at once, with a fresh pay
 * link, and the trip's audit entry. 409 when there is no balance to remind of or reminders are
 * off; 429 when the last reminder is less than 10 minutes old (two clicks send one). The schedule
 * is left as it is; this step is marked sent, so the schedule does not repeat it.
 */
export async function sendReminderNow(bookingId: string, by: string, now: Date): Promise<BookingRecord> {
  logger.appendKeys({ bookingId });
  for (let attempt = 1; ; attempt++) {
    const booking = await findBooking(bookingId);
    if (!booking) throw notFound('Booking not found');
    if (!owesRemindedBalance(booking)) throw conflict(NO_BALANCE_MESSAGE);
    if (booking.remindersEnabled === false) throw conflict(REMINDERS_OFF_MESSAGE);
    const resendAfter = new Date(now.getTime() - REMINDER_RESEND_MINUTES * 60_000);
    if (booking.lastReminder && booking.lastReminder.sentAt > resendAfter.toISOString()) {
      const retryAfter = Math.ceil((Date.parse(booking.lastReminder.sentAt) - resendAfter.getTime()) / 1000);
      throw tooManyRequests(RECENTLY_REMINDED_MESSAGE, Math.max(1, retryAfter));
    }
    const kind = reminderKindOn(booking.balanceDueDate, now);
    const { mail, payLink } = await reminderMail(booking, kind, now);
    const at = now.toISOString();
    const audit = auditEntryPut(booking.packageId, {
      id: randomUUID(),
      at,
      by,
      action: 'reminder-sent',
      departureId: booking.departureId ?? null,
      changes: [{ field: 'balanceReminder', from: bookingReference(booking), to: kind }],
    });
    const send: ReminderMail = { booking, kind, dueDate: booking.balanceDueDate, sentAt: now, mail, payLink, mode: { once: false, resendAfter }, audit };
    const written = await writeReminder({ send });
    if (written === 'written') return { ...booking, lastReminder: { kind, sentAt: at } };
    // Paid, switched off or reminded by another click meanwhile: the next read says which.
    if (attempt >= MAX_ATTEMPTS) throw conflict('This booking changed while the reminder was being sent. Please try again.');
  }
}
