import { describe, expect, it } from 'vitest';
import { addDays, agencyDate, agencyInstant } from './agency-calendar';
import {
  agencyOverdueNoticeTime,
  firstReminderWorkAt,
  nextReminderWorkAt,
  overdueDigestTime,
  reminderDue,
  reminderKindOn,
  reminderPayLinkValidUntil,
  reminderSteps,
  reminderTime,
} from './balance-reminders';

const HOUR_MS = 3_600_000;

/** Every 13th day over two years: both daylight saving changes of each year near one, and every weekday. */
const dueDates = Array.from({ length: 57 }, (_, i) => addDays('2026-01-03', i * 13));

/** The New York hour and minute of an instant. */
function newYorkTime(instant: Date): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).format(instant);
}

describe('reminderTime', () => {
  it.each(dueDates)('puts each step of a balance due %s at 09:00 New York on its own day', (dueDate) => {
    for (const step of reminderSteps) {
      const at = reminderTime(dueDate, step);
      expect(agencyDate(at)).toBe(addDays(dueDate, step.daysFromDue));
      expect(newYorkTime(at)).toBe('09:00');
    }
  });

  it('follows New York across daylight saving time', () => {
    // Summer time: 09:00 EDT is 13:00 UTC; winter time: 09:00 EST is 14:00 UTC.
    expect(reminderTime('2027-07-10', { kind: 'due-today', daysFromDue: 0 }).toISOString()).toBe('2027-07-10T13:00:00.000Z');
    expect(reminderTime('2027-01-10', { kind: 'due-today', daysFromDue: 0 }).toISOString()).toBe('2027-01-10T14:00:00.000Z');
    // The 3-days step of a balance due the Wednesday after the clocks change falls before the change.
    expect(reminderTime('2027-03-17', { kind: '3-days', daysFromDue: -3 }).toISOString()).toBe('2027-03-14T13:00:00.000Z');
  });
});

describe('reminderDue', () => {
  it.each(dueDates)('answers the latest step come and the next one, at every hour around a balance due %s', (dueDate) => {
    const from = agencyInstant(addDays(dueDate, -32), 0).getTime();
    const to = agencyInstant(addDays(dueDate, 7), 0).getTime();
    let previousIndex = -1;
    for (let clock = from; clock <= to; clock += 7 * HOUR_MS) {
      const now = new Date(clock);
      const { step, next } = reminderDue(dueDate, now);
      const come = reminderSteps.filter((candidate) => reminderTime(dueDate, candidate).getTime() <= clock);
      expect(step).toEqual(come.at(-1));
      expect(next?.step).toEqual(reminderSteps[come.length]);
      if (step) expect(reminderTime(dueDate, step).getTime()).toBeLessThanOrEqual(clock);
      if (next) {
        expect(next.at.getTime()).toBeGreaterThan(clock);
        expect(next.at).toEqual(reminderTime(dueDate, next.step));
      }
      // The clock only moves forward through the steps.
      const index = step ? reminderSteps.indexOf(step) : -1;
      expect(index).toBeGreaterThanOrEqual(previousIndex);
      previousIndex = index;
    }
  });

  it('answers the step exactly at its time, and nothing before the first', () => {
    const dueDate = '2027-05-24';
    const sevenDays = reminderTime(dueDate, { kind: '7-days', daysFromDue: -7 });
    expect(reminderDue(dueDate, sevenDays).step?.kind).toBe('7-days');
    expect(reminderDue(dueDate, new Date(sevenDays.getTime() - 1)).step?.kind).toBe('14-days');
    expect(reminderDue(dueDate, new Date('2027-04-01T12:00:00Z'))).toEqual({
      step: undefined,
      next: { step: { kind: '30-days', daysFromDue: -30 }, at: new Date('2027-04-24T13:00:00.000Z') },
    });
  });

  it('after days of downtime answers only the latest step, and none after the final notice', () => {
    const dueDate = '2027-05-24';
    // Down from 20 days before the due date to 3 days after it: the 'late' reminder is the one.
    expect(reminderDue(dueDate, new Date('2027-05-27T20:00:00Z')).step?.kind).toBe('late');
    expect(reminderDue(dueDate, new Date('2027-07-01T12:00:00Z'))).toEqual({
      step: { kind: 'final-notice', daysFromDue: 5 },
      next: undefined,
    });
  });
});

describe('reminderKindOn', () => {
  it('sends the step whose New York day has come, whatever the hour, and the first one before any', () => {
    const dueDate = '2027-05-24';
    expect(reminderKindOn(dueDate, new Date('2027-04-01T12:00:00Z'))).toBe('30-days');
    // 06:00 in New York on the due date: before the 09:00 reminder, still the due date's.
    expect(reminderKindOn(dueDate, new Date('2027-05-24T10:00:00Z'))).toBe('due-today');
    // 23:30 on the 25th in New York is already the 26th in UTC.
    expect(reminderKindOn(dueDate, new Date('2027-05-26T03:30:00Z'))).toBe('due-today');
    expect(reminderKindOn(dueDate, new Date('2027-05-26T04:30:00Z'))).toBe('late');
    expect(reminderKindOn(dueDate, new Date('2027-08-01T12:00:00Z'))).toBe('final-notice');
  });
});

describe('the agency and the pay link', () => {
  it('tells the agency on the third morning after the due date, in the 10:00 mail of that day', () => {
    expect(agencyOverdueNoticeTime('2027-05-24').toISOString()).toBe('2027-05-27T13:00:00.000Z');
    expect(overdueDigestTime('2027-05-27').toISOString()).toBe('2027-05-27T14:00:00.000Z');
  });

  it.each(dueDates)('keeps a pay link for a balance due %s working to the end of the 30th New York day after it', (dueDate) => {
    const until = reminderPayLinkValidUntil(dueDate);
    expect(agencyDate(until)).toBe(addDays(dueDate, 30));
    expect(agencyDate(new Date(until.getTime() + 1))).toBe(addDays(dueDate, 31));
  });
});

describe('nextReminderWorkAt', () => {
  const dueDate = '2027-05-24';

  it('is the next step, or the agency notice between the late reminder and the final notice', () => {
    expect(nextReminderWorkAt(dueDate, new Date('2027-04-01T12:00:00Z'), false)).toEqual(new Date('2027-04-24T13:00:00.000Z'));
    // After the 'late' reminder of the 26th the agency's notice of the 27th comes before the final notice of the 29th.
    expect(nextReminderWorkAt(dueDate, new Date('2027-05-26T14:00:00Z'), false)).toEqual(agencyOverdueNoticeTime(dueDate));
    expect(nextReminderWorkAt(dueDate, new Date('2027-05-26T14:00:00Z'), true)).toEqual(new Date('2027-05-29T13:00:00.000Z'));
  });

  it('is nothing once the final notice and the agency notice are behind', () => {
    expect(nextReminderWorkAt(dueDate, new Date('2027-06-01T12:00:00Z'), false)).toBeUndefined();
    expect(nextReminderWorkAt(dueDate, new Date('2027-06-01T12:00:00Z'), true)).toBeUndefined();
  });
});

describe('firstReminderWorkAt', () => {
  const dueDate = '2027-05-24';

  it('waits for the next step when booked well ahead of the due date', () => {
    expect(firstReminderWorkAt(dueDate, new Date('2027-05-04T16:00:00Z'))).toEqual(new Date('2027-05-10T13:00:00.000Z'));
    // Before 09:00 New York on the 3-days step's day, that step is still to come.
    expect(firstReminderWorkAt(dueDate, new Date('2027-05-21T12:00:00Z'))).toEqual(new Date('2027-05-21T13:00:00.000Z'));
  });

  it('is at once within the last three days, so a late booking hears before its due date', () => {
    const now = new Date('2027-05-22T16:00:00Z');
    expect(firstReminderWorkAt(dueDate, now)).toEqual(now);
    expect(firstReminderWorkAt(dueDate, new Date('2027-05-21T13:00:00Z'))).toEqual(new Date('2027-05-21T13:00:00Z'));
  });
});
