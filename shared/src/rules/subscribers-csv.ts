import type { Subscriber } from '../schemas/subscribers';
import { agencyDate, csvCell } from './bookings-csv';

/** The subscribers export's columns, in order. */
export const subscribersCsvColumns = ['Email', 'Confirmed Date'] as const;

/** `subscribers-2026-11-25.csv`: the date the export was made, in New York, from the given clock. */
export function subscribersCsvFileName(now: Date): string {
  return `subscribers-${agencyDate(now)}.csv`;
}

/**
 * The whole file: the header, then one row per subscriber, each cell neutralised against formulas
 * as the bookings export does (a visitor types their own address), lines ended with CRLF.
 */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  const rows = [[...subscribersCsvColumns], ...subscribers.map((subscriber) => [subscriber.email, agencyDate(new Date(subscriber.confirmedAt))])];
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
