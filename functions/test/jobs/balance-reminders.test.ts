import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localMailAddresses } from '@sunward/emulators/local-aws';
import { formatUsd } from '@sunward/shared/money';
import { addDays, agencyInstant } from '@sunward/shared/rules/agency-calendar';
import {
  agencyOverdueNoticeTime,
  overdueDigestTime,
  type ReminderKind,
  reminderPayLinkValidUntil,
  reminderSteps,
  reminderTime,
} from '@sunward/shared/rules/balance-reminders';
import { bookingKey, timedWorkKey } from '@sunward/shared/table';
import { describe, expect, it } from 'vitest';
import { runTimedWork } from '../../src/jobs/timed-work';
import { formatCalendarDate } from '../../src/mail/mail-layout';
import { switchReminders } from '../../src/services/balance-reminder-switch';
import { remindOfBalance } from '../../src/services/balance-reminders';
import { changeDeparture } from '../../src/services/edit-catalogue';
import { type BookingRecord, findBooking } from '../../src/store/booking-repository';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { listMailTo } from '../../src/store/outbox-repository';
import { findPayLink } from '../../src/store/pay-link-repository';
import { findDeparture } from '../../src/store/departure-repository';
import { claimTimedWork, listDueTimedWork } from '../../src/store/timed-work-repository';
import { currentFunction } from '../support/item-access-recorder';
import { mailsTo } from '../support/mailbox';
import { uniqueId } from '../support/test-data';
import { givenDepositRecorded } from '../support/paid-booking';
import { useOwnTimedWork } from '../support/timed-work';

const agencyEmail = localMailAddresses.AGENCY_EMAIL;
const minutes = (count: number) => count * 60_000;
const shift = (instant: Date, ms: number) => new Date(instant.getTime() + ms);

/** One run of the minute job's timed work, as the schedule starts it. */
const run = (now: Date) => currentFunction.run('expire-holds', () => runTimedWork(now));

/**
 * Each test's balance falls due in a year of its own, earlier for each later test, so a run of one
 * test never reaches the reminder items another test left due later.
 */
function dueDateFor(test: number): string {
  return `${2096 - test}-05-24`;
}

const step = (kind: ReminderKind) => {
  const found = reminderSteps.find((candidate) => candidate.kind === kind);
  if (!found) throw new Error(kind);
  return found;
};

async function reminderItem(bookingId: string) {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: timedWorkKey('balance-reminder', bookingId), ConsistentRead: true }),
  );
  return Item;
}

/** The booking paid in full, as the balance recorder leaves it. */
async function payInFull(booking: BookingRecord): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: bookingKey(booking.id),
      UpdateExpression: 'SET #status = :confirmed, amountPaidCents = totalCents, balanceDueCents = :zero',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':confirmed': 'confirmed', ':zero': 0 },
    }),
  );
}

/** The reminders a traveller got, oldest first, by their subject's opening words. */
async function remindersTo(email: string) {
  return (await mailsTo(email)).reverse();
}

const subjectStart: Record<ReminderKind, string> = {
  '30-days': 'Your balance is due in 30 days',
  '14-days': 'Your balance is due in 14 days',
  '7-days': 'Your balance is due in 7 days',
  '3-days': 'Your balance is due in 3 days',
  'due-today': 'Your balance is due today',
  late: 'Late: your balance was due on',
  'final-notice': 'Final notice: your balance was due on',
};

useOwnTimedWork();

describe('balance reminders', () => {
  it('schedules the first reminder with the deposit, at the first step not yet past', async () => {
    const dueDate = dueDateFor(1);
    // Twenty days before the due date: the 30-days step is behind, the 14-days step is next.
    const booking = await givenDepositRecorded(dueDate, agencyInstant(addDays(dueDate, -20), 12));

    expect(await reminderItem(booking.id)).toMatchObject({ dueAt: reminderTime(dueDate, step('14-days')).toISOString() });
  });

  it('sends each reminder on its day at 09:00 New York, once, and tells the agency at +3', async () => {
    const dueDate = dueDateFor(2);
    const booking = await givenDepositRecorded(dueDate, agencyInstant(addDays(dueDate, -40), 12));

    const seen: string[] = [];
    for (const each of reminderSteps) {
      const at = reminderTime(dueDate, each);
      await run(shift(at, -minutes(1)));
      expect((await remindersTo(booking.email)).map((mail) => mail.subject), `before ${each.kind}`).toEqual(seen);
      await run(at);
      await run(shift(at, minutes(1)));
      const mails = await remindersTo(booking.email);
      expect(mails).toHaveLength(seen.length + 1);
      const latest = mails.at(-1)!;
      expect(latest.subject.startsWith(subjectStart[each.kind]), latest.subject).toBe(true);
      seen.push(latest.subject);
      if (each.kind === 'late') {
        await run(agencyOverdueNoticeTime(dueDate));
        await run(overdueDigestTime(addDays(dueDate, 3)));
      }
    }

    expect(await reminderItem(booking.id)).toBeUndefined();
    expect(await findBooking(booking.id)).toMatchObject({
      lastReminder: { kind: 'final-notice', sentAt: reminderTime(dueDate, step('final-notice')).toISOString() },
    });
    const digests = (await mailsTo(agencyEmail)).filter((mail) => mail.text.includes(booking.reference!));
    expect(digests).toHaveLength(1);
  });

  it('says what is owed, by when, with one button to a pay link that is sealed in the outbox', async () => {
    const dueDate = dueDateFor(3);
    const booking = await givenDepositRecorded(dueDate, agencyInstant(addDays(dueDate, -10), 12), { travelers: 3 });
    const sentAt = reminderTime(dueDate, step('7-days'));

    await run(sentAt);

    const [queued] = await listMailTo(booking.email);
    expect(queued).toMatchObject({ template: 'balanceReminder', status: 'pending' });
    expect(queued?.facts).not.toContain('/pay#');
    expect(queued?.sealedFacts).toBeDefined();
    const [mail] = await mailsTo(booking.email);
    expect(mail?.subject).toBe(`Your balance is due in 7 days, on ${formatCalendarDate(dueDate)}: ${booking.packageTitle} (${booking.reference})`);
    for (const fact of [
      booking.reference!,
      booking.packageTitle,
      formatCalendarDate(booking.departureDate!),
      formatCalendarDate(booking.returnDate!),
      formatUsd(booking.balanceDueCents),
      formatCalendarDate(dueDate),
    ]) {
      expect(mail?.text).toContain(fact);
    }
    const token = /Pay the balance: http:\/\/localhost:3000\/pay#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(mail?.html.match(/>Pay the balance</g)).toHaveLength(1);
    const link = await findPayLink(token!, sentAt);
    expect(link).toMatchObject({ bookingId: booking.id, validUntil: reminderPayLinkValidUntil(dueDate) });
  });

  it('after downtime sends only the latest reminder, then carries on with the schedule', async () => {
    const dueDate = dueDateFor(4);
    const booking = await givenDepositRecorded(dueDate, agencyInstant(addDays(dueDate, -40), 12));

    // Down from the booking until the day after the 'late' reminder's.
    await run(agencyInstant(addDays(dueDate, 2), 20));

    expect((await remindersTo(booking.email)).map((mail) => mail.subject)).toEqual([
      `Late: your balance was due on ${formatCalendarDate(dueDate)}: ${booking.packageTitle} (${booking.reference})`,
    ]);
    expect(await reminderItem(booking.id)).toMatchObject({ dueAt: agencyOverdueNoticeTime(dueDate).toISOString() });

    await run(agencyInstant(addDays(dueDate, 30), 12));

    const subjects = (await remindersTo(booking.email)).map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects[1]).toMatch(/^Final notice/);
  });

  it('sends nothing to a booking paid in full, and drops its reminders', async () => {
    const dueDate = dueDateFor(5);
    const booking = await givenDepositRecorded(dueDate, agencyInstant(addDays(dueDate, -10), 12));
    await payInFull(booking);

    await run(reminderTime(dueDate, step('7-days')));
    await run(reminderTime(dueDate, step('late')));

    expect(await remindersTo(booking.email)).toEqual([]);
    expect(await reminderItem(booking.id)).toBeUndefined();
  });

  it('sends nothing when the booking is paid after the run claimed its reminder', async () => {
    const dueDate = dueDateFor(6);
    const booking = await givenDepositRecorded(dueDate, agencyInstant(addDays(dueDate, -10), 12));
    const at = reminderTime(dueDate, step('7-days'));
    const due = (await listDueTimedWork(at)).flatMap((item) => ('work' in item && item.work.subjectId === booking.id ? [item.work] : []));
    expect(due).toHaveLength(1);
    const claim = await currentFunction.run('expire-holds', () => claimTimedWork(due[0]!, at));
    expect(claim).toBeDefined();

    await payInFull(booking);
    const outcome = await currentFunction.run('expire-holds', () => remindOfBalance(claim!, at));

    expect(outcome).toBe('ended');
    expect(await remindersTo(booking.email)).toEqual([]);
    expect(await reminderItem(booking.id)).toBeUndefined();
  });

  it('sends nothing when the booking is paid between the run reading it and writing the reminder', async () => {
    const dueDate = dueDateFor(7);
    const booking = await givenDepositRecorded(dueDate, agencyInstant(addDays(dueDate, -10), 12));
    const at = reminderTime(dueDate, step('7-days'));
    // The payment lands just before the reminder's transaction, after the run read the booking.
    const name = uniqueId('pay-before-reminder');
    let paid = false;
    documentClient.middlewareStack.add(
      (next, context) => async (args) => {
        const transact = JSON.stringify((args.input as { TransactItems?: unknown }).TransactItems ?? null);
        if (!paid && /TransactWrite/.test(String(context.commandName)) && transact.includes('lastReminder') && transact.includes(booking.id)) {
          paid = true;
          await payInFull(booking);
        }
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      await run(at);
    } finally {
      documentClient.middlewareStack.remove(name);
    }

    expect(paid).toBe(true);
    expect(await remindersTo(booking.email)).toEqual([]);
    expect(await findBooking(booking.id)).toMatchObject({ status: 'confirmed' });
    expect((await findBooking(booking.id))?.lastReminder).toBeUndefined();
    expect(await reminderItem(booking.id)).toBeUndefined();
  });

  it('sends once when two runs overlap', async () => {
    const dueDate = dueDateFor(8);
    const booking = await givenDepositRecorded(dueDate, agencyInstant(addDays(dueDate, -10), 12));
    const at = reminderTime(dueDate, step('7-days'));

    await Promise.all([run(at), run(at), run(shift(at, 1000))]);

    expect(await remindersTo(booking.email)).toHaveLength(1);
    expect(await reminderItem(booking.id)).toMatchObject({ dueAt: reminderTime(dueDate, step('3-days')).toISOString() });
  });

  it('lets a run whose claim lapsed and was taken over write nothing, and the run that took it send once', async () => {
    // Later in the year of the test before it: the tests after it never reach its items.
    const dueDate = `${dueDateFor(8).slice(0, 4)}-11-24`;
    const booking = await givenDepositRecorded(dueDate, agencyInstant(addDays(dueDate, -10), 12));
    const at = reminderTime(dueDate, step('7-days'));
    const listedAt = async (now: Date) =>
      (await listDueTimedWork(now)).flatMap((item) => ('work' in item && item.work.subjectId === booking.id ? [item.work] : []));
    const [first] = await listedAt(at);
    const stalled = await currentFunction.run('expire-holds', () => claimTimedWork(first!, at));
    expect(await listedAt(shift(at, minutes(4)))).toEqual([]);

    // Six minutes on, the first run's lease is over: another run lists the item again and claims it.
    const later = shift(at, minutes(6));
    const [again] = await listedAt(later);
    const takenOver = await currentFunction.run('expire-holds', () => claimTimedWork(again!, later));
    expect(takenOver).toBeDefined();

    expect(await currentFunction.run('expire-holds', () => remindOfBalance(stalled!, at))).toBe('claim-lost');
    expect(await remindersTo(booking.email)).toEqual([]);
    expect(await currentFunction.run('expire-holds', () => remindOfBalance(takenOver!, later))).toBe('sent');
    expect(await remindersTo(booking.email)).toHaveLength(1);
    expect(await reminderItem(booking.id)).toMatchObject({ dueAt: reminderTime(dueDate, step('3-days')).toISOString() });
  });

  it('moves the reminders with a due date the operator moves', async () => {
    const dueDate = dueDateFor(9);
    const booking = await givenDepositRecorded(dueDate, agencyInstant(addDays(dueDate, -40), 12));
    const movedTo = addDays(dueDate, 10);
    const editedAt = agencyInstant(addDays(dueDate, -35), 12);
    const departure = await findDeparture(booking.packageId, booking.departureId!);

    await currentFunction.run('update-departure', () =>
      changeDeparture(booking.packageId, booking.departureId!, { version: departure!.version, balanceDueDate: movedTo }, 'admin', editedAt),
    );

    expect(await findBooking(booking.id)).toMatchObject({ balanceDueDate: movedTo });
    expect(await reminderItem(booking.id)).toMatchObject({ dueAt: reminderTime(movedTo, step('30-days')).toISOString() });
    await run(reminderTime(dueDate, step('30-days')));
    expect(await remindersTo(booking.email)).toEqual([]);
    await run(reminderTime(movedTo, step('30-days')));
    const [mail] = await remindersTo(booking.email);
    expect(mail?.subject).toContain(formatCalendarDate(movedTo));
  });

  it('sends nothing while reminders are switched off, and picks up again when switched on', async () => {
    const dueDate = dueDateFor(10);
    const booking = await givenDepositRecorded(dueDate, agencyInstant(addDays(dueDate, -10), 12));
    const offAt = agencyInstant(addDays(dueDate, -9), 12);

    await currentFunction.run('switch-reminders', () => switchReminders(booking.id, false, 'admin', offAt));

    expect(await reminderItem(booking.id)).toBeUndefined();
    await run(reminderTime(dueDate, step('7-days')));
    await run(reminderTime(dueDate, step('3-days')));
    expect(await remindersTo(booking.email)).toEqual([]);

    await currentFunction.run('switch-reminders', () => switchReminders(booking.id, true, 'admin', shift(reminderTime(dueDate, step('3-days')), minutes(5))));

    expect(await reminderItem(booking.id)).toMatchObject({ dueAt: reminderTime(dueDate, step('due-today')).toISOString() });
    await run(reminderTime(dueDate, step('due-today')));
    expect((await remindersTo(booking.email)).map((mail) => mail.subject)).toEqual([`Your balance is due today: ${booking.packageTitle} (${booking.reference})`]);
  });

  it('mails the agency once, at 10:00 on the third day after the due date, the bookings still owing', async () => {
    const dueDate = dueDateFor(11);
    const bookedAt = agencyInstant(addDays(dueDate, -10), 12);
    const [owing, alsoOwing, paidLate] = [await givenDepositRecorded(dueDate, bookedAt), await givenDepositRecorded(dueDate, bookedAt), await givenDepositRecorded(dueDate, bookedAt)];
    const ours = async () => (await mailsTo(agencyEmail)).filter((mail) => [owing, alsoOwing, paidLate].some((booking) => mail.text.includes(booking.reference!)));

    await run(agencyOverdueNoticeTime(dueDate));
    await payInFull(paidLate);
    await run(shift(overdueDigestTime(addDays(dueDate, 3)), -minutes(1)));
    expect(await ours()).toEqual([]);

    await Promise.all([run(overdueDigestTime(addDays(dueDate, 3))), run(overdueDigestTime(addDays(dueDate, 3)))]);
    await run(shift(overdueDigestTime(addDays(dueDate, 3)), minutes(1)));

    const digests = await ours();
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toMatch(/^Overdue balances: 2 bookings/);
    expect(digests[0]?.text).toContain(owing.reference);
    expect(digests[0]?.text).toContain(alsoOwing.reference);
    expect(digests[0]?.text).not.toContain(paidLate.reference);
    expect(digests[0]?.text).toContain('http://localhost:3000/admin/dashboard');
  });

  it('reminds a booking paid within three days of its due date at once, then on the day at 09:00 New York, in summer and in winter', async () => {
    const summerDue = dueDateFor(12);
    const summerPaidAt = agencyInstant(addDays(summerDue, -2), 12);
    const summer = await givenDepositRecorded(summerDue, summerPaidAt);

    await run(shift(summerPaidAt, 30_000));
    expect((await remindersTo(summer.email)).map((mail) => mail.subject)).toEqual([
      `Your balance is due in 2 days, on ${formatCalendarDate(summerDue)}: ${summer.packageTitle} (${summer.reference})`,
    ]);
    // 12:59 UTC is 08:59 in a New York summer.
    await run(new Date(`${summerDue}T12:59:00.000Z`));
    expect(await remindersTo(summer.email)).toHaveLength(1);
    await run(new Date(`${summerDue}T13:00:00.000Z`));
    expect((await remindersTo(summer.email)).map((mail) => mail.subject.split(':')[0])).toEqual([
      `Your balance is due in 2 days, on ${formatCalendarDate(summerDue)}`,
      'Your balance is due today',
    ]);

    // Later in the same year, after the summer booking's last step: 13:59 UTC is 08:59 in its winter.
    const winterDue = `${summerDue.slice(0, 4)}-12-06`;
    const winterPaidAt = agencyInstant(addDays(winterDue, -2), 12);
    const winter = await givenDepositRecorded(winterDue, winterPaidAt);
    await run(shift(winterPaidAt, 30_000));
    await run(new Date(`${winterDue}T13:59:00.000Z`));
    expect(await remindersTo(winter.email)).toHaveLength(1);
    await run(new Date(`${winterDue}T14:00:00.000Z`));
    expect((await remindersTo(winter.email)).map((mail) => mail.subject.split(':')[0])).toEqual([
      `Your balance is due in 2 days, on ${formatCalendarDate(winterDue)}`,
      'Your balance is due today',
    ]);
  });
});
