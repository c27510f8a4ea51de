import { cents } from '../money';
import type { ManifestEntry } from '../schemas/catalogue-admin';
import { bookingStatusLabels } from './booking-search';
import { agencyDate, csvAmount, csvCell, csvPhone } from './bookings-csv';

/**
 * The manifest export's columns, in order: who travels and how to reach them, what they paid and
 * owe (plain amounts, `2598.00`), then the trip's dates and the balance's due date (`YYYY-MM-DD`),
 * then the desk's notes, one a line, each with who wrote it and the day.
 */
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
  'Departure Date',
  'Return Date',
  'Balance Due Date',
  'Notes',
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
    csvPhone(entry.phone),
    String(entry.travelers),
    bookingStatusLabels[entry.status],
    csvAmount(cents(entry.amountPaid)),
    csvAmount(cents(entry.balanceDue)),
    agencyDate(new Date(entry.createdAt)),
    entry.departureDate ?? '',
    entry.returnDate ?? '',
    entry.balanceDueDate ?? '',
    (entry.notes ?? []).map((note) => `${note.text} (${note.by}, ${agencyDate(new Date(note.at))})`).join('\n'),
  ];
}

/**
 * The whole file for the travelling party given (the manifest's `travelling`: unpaid holds are no
 * passengers): the header, then a row per booking, every cell neutralised against formulas as the
 * bookings export does (travellers type their own names), lines ended with CRLF.
 */
export function manifestCsv(entries: readonly ManifestEntry[]): string {
  const rows = [[...manifestCsvColumns], ...entries.map(manifestCsvRow)];
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
