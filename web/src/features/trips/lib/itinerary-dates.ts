/**
 * Calendar labels for itinerary days, counted from a package's departure date. Dates are read
 * from their `YYYY-MM-DD` parts and counted in UTC, so no time zone can move a day.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
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

export type ItineraryDateStyle = 'date' | 'weekday';

/**
 * The label of day `day` (1 = the departure date): "July 9" (`date`) or "Thursday, April 2"
 * (`weekday`). Throws on a malformed date, as `formatDate` does.
 */
export function itineraryDateLabel(departureDate: string, day: number, style: ItineraryDateStyle): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(departureDate);
  if (!match) throw new RangeError(`Not an ISO calendar date: "${departureDate}"`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + day - 1));
  const monthDay = `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}`;
  return style === 'weekday' ? `${WEEKDAYS[date.getUTCDay()] ?? ''}, ${monthDay}` : monthDay;
}
