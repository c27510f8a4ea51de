import { cents, formatUsd } from '../money';
import type { ManifestEntry } from '../schemas/catalogue-admin';
import { bookingStatusLabels } from './booking-search';
import { agencyDate, csvCell } from './bookings-csv';

/** The manifest export's columns, in order. */
export const manifestCsvColumns = [
  'Reference',
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Travelers',
  'Status',
  'Amount Paid',
  'Balance Due',
  'Booked',
] as const;

/** `manifest-tobago-island-escape-2027-07-08.csv`: the trip and the departure's date. */
export function manifestCsvFileName(tripId: string, departureDate: string): string {
  return `manifest-${tripId}-${departureDate}.csv`;
}

export function manifestCsvRow(entry: ManifestEntry): string[] {
  return [
    entry.reference,
    entry.firstName,
    entry.lastName,
    entry.email,
    entry.phone,
    String(entry.travelers),
    bookingStatusLabels[entry.status],
    formatUsd(cents(entry.amountPaid)),
    formatUsd(cents(entry.balanceDue)),
    agencyDate(new Date(entry.createdAt)),
  ];
}

/**
 * The whole file: the header, then a row per booking, every cell neutralised against formulas
 * as the bookings export does (travellers type their own names), lines ended with CRLF.
 */
export function manifestCsv(entries: readonly ManifestEntry[]): string {
  const rows = [[...manifestCsvColumns], ...entries.map(manifestCsvRow)];
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
