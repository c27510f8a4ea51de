import { onFirstUse } from '../first-use';

/**
 * The agency's calendar: its days are New York's (America/New_York), whatever the zone of the
 * machine or of the traveller. Due dates, reminder days and "overdue" are counted in these days.
 */
export const AGENCY_TIME_ZONE = 'America/New_York';

const DAY_MS = 86_400_000;

const agencyDayParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: AGENCY_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

function wallClock(instant: Date): { date: string; msOfDay: number } {
  const parts = Object.fromEntries(agencyDayParts().formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    msOfDay: ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000 + instant.getUTCMilliseconds(),
  };
}

function calendarDayMs(date: string): number {
  const ms = Date.parse(`${date}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(ms)) throw new RangeError(`Not a calendar date: ${date}`);
  return ms;
}

/** The agency's calendar day (`YYYY-MM-DD`) at `instant`. */
export function agencyDate(instant: Date): string {
  return wallClock(instant).date;
}

/** The calendar day `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(calendarDayMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((calendarDayMs(to) - calendarDayMs(from)) / DAY_MS);
}

/**
 * The instant it is `hour`:00 in New York on `date`. Daylight saving moves New York's offset
 * between −5 and −4 hours, so the offset is read for that very day, twice to settle on the side of
 * a change.
 */
export function agencyInstant(date: string, hour: number): Date {
  const wanted = calendarDayMs(date) + hour * 3_600_000;
  let guess = wanted + 5 * 3_600_000;
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(new Date(guess));
    guess += wanted - (calendarDayMs(seen.date) + seen.msOfDay);
  }
  return new Date(guess);
}
