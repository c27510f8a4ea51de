/**
 * Display formatting for dates. Money uses `formatUsd` from `@sunward/shared/money`.
 *
 * Calendar dates (`YYYY-MM-DD`) are read from their parts and never through `new Date()`,
 * which reads them as UTC midnight and shows the day before anywhere west of Greenwich.
 */
import { onFirstUse } from '@sunward/shared/first-use';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function parseIsoDate(value: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Not an ISO calendar date: "${value}"`);
  }
  return { year, month, day };
}

function monthName(date: CalendarDate): string {
  return MONTHS[date.month - 1] ?? '';
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** "July 9, 2026". */
export function formatDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  return `${monthName(date)} ${date.day}, ${date.year}`;
}

/**
 * A trip's dates, as short as stays clear: "July 9–14, 2026", "July 30 – August 2, 2026",
 * "December 30, 2026 – January 3, 2027"; a one-day trip is a single date.
 */
export function formatDateRange(departureDate: string, returnDate: string): string {
  const start = parseIsoDate(departureDate);
  const end = parseIsoDate(returnDate);
  const order = compare(start, end);
  if (order > 0) throw new RangeError(`Return date ${returnDate} is before departure ${departureDate}`);
  if (order === 0) return formatDate(departureDate);
  if (start.year !== end.year) return `${formatDate(departureDate)} \u2013 ${formatDate(returnDate)}`;
  if (start.month !== end.month) {
    return `${monthName(start)} ${start.day} \u2013 ${monthName(end)} ${end.day}, ${end.year}`;
  }
  return `${monthName(start)} ${start.day}\u2013${end.day}, ${end.year}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export type ItineraryDateStyle = 'date' | 'weekday';

/**
 * The label of itinerary day `day` (1 = the departure date): "July 9" (`date`) or
 * "Thursday, April 2" (`weekday`). Counted in UTC from the date's parts, so no zone moves a day.
 */
export function itineraryDateLabel(departureDate: string, day: number, style: ItineraryDateStyle): string {
  const start = parseIsoDate(departureDate);
  const date = new Date(Date.UTC(start.year, start.month - 1, start.day + day - 1));
  const monthDay = `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}`;
  return style === 'weekday' ? `${WEEKDAYS[date.getUTCDay()] ?? ''}, ${monthDay}` : monthDay;
}

/** "6 Days / 5 Nights · July 9–14, 2026", or just the duration for a trip without fixed dates. */
export function formatDurationAndDates(trip: { duration: string; departureDate: string | null; returnDate: string | null }): string {
  return trip.departureDate && trip.returnDate
    ? `${trip.duration} · ${formatDateRange(trip.departureDate, trip.returnDate)}`
    : trip.duration;
}

const longDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }));
const dateAndTime = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
const dateAndZonedTime = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
);

/** An ISO timestamp's day in the reader's time zone: "November 21, 2026". */
export function formatTimestampDate(timestamp: string): string {
  return longDate().format(new Date(timestamp));
}

/** An ISO timestamp in the reader's time zone: "Nov 21, 2026, 3:12 PM". */
export function formatTimestamp(timestamp: string): string {
  return dateAndTime().format(new Date(timestamp));
}

/**
 * A deadline a traveller acts by, in the reader's time zone with the zone named: "Nov 28, 2026,
 * 12:08 PM EST". The mail that announced it names the agency's zone; with both named, a reader
 * elsewhere sees they are one moment.
 */
export function formatDeadline(timestamp: string): string {
  return dateAndZonedTime().format(new Date(timestamp));
}

/** "1 seat", "4 seats". */
export function seatsText(seats: number): string {
  return `${seats} ${seats === 1 ? 'seat' : 'seats'}`;
}
