import { cents, dollarsToCents, formatUsd } from '../money';
import type { Booking } from '../schemas/booking';
import { bookingBalanceCents, bookingTotalCents } from './booking-balance';
import { bookingStatusLabels } from './booking-search';
import { disputeStatusLabel } from './refunds-and-disputes';
import { onFirstUse } from '../first-use';

/**
 * The export's columns, in order: spec §9's thirteen, then the refunds and disputes of decision
 * 018, then what a released booking kept as forfeited (decision 044), blank on a booking without
 * them. Amounts there are positive, as the column names say what they are: a cell starting with a
 * minus sign would be neutralised like a formula.
 */
export const bookingsCsvColumns = [
  'Booking ID',
  'Created Date',
  'Customer Name',
  'Email',
  'Phone',
  'Package',
  'Travelers',
  'Package Price',
  'Total Price',
  'Amount Paid',
  'Balance Due',
  'Deposit Paid',
  'Status',
  'Refund Due',
  'Refunded',
  'Dispute Status',
  'Dispute Amount',
  'Forfeited',
] as const;

export type CsvBooking = Pick<
  Booking,
  | 'id'
  | 'createdAt'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'packageTitle'
  | 'travelers'
  | 'packagePrice'
  | 'amountPaid'
  | 'depositPaid'
  | 'status'
> & {
  balanceDue?: Booking['balanceDue'] | undefined;
  refundDue?: Booking['refundDue'] | undefined;
  refunded?: Booking['refunded'] | undefined;
  dispute?: Booking['dispute'] | undefined;
  forfeited?: Booking['forfeited'] | undefined;
};

/** A money cell that is blank when there is nothing to say. */
function optionalUsd(amount: number | undefined): string {
  return amount ? formatUsd(cents(amount)) : '';
}

/** The agency's own time zone: dates in the export and its file name are New York dates. */
const AGENCY_TIME_ZONE = 'America/New_York';

const isoDateParts = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** `YYYY-MM-DD` of the instant's date in New York. */
export function agencyDate(instant: Date): string {
  const parts = Object.fromEntries(isoDateParts().formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `bookings-2026-11-23.csv`: the date the export was made, in New York, from the given clock. */
export function bookingsCsvFileName(now: Date): string {
  return `bookings-${agencyDate(now)}.csv`;
}

/** A cell a spreadsheet would run as a formula (OWASP CSV injection) starts with one of these. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One cell: neutralised (a leading quote makes a would-be formula plain text), then quoted per
 * RFC 4180 when it holds a comma, a quote or a line break, quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function bookingCsvRow(booking: CsvBooking): string[] {
  return [
    booking.id,
    agencyDate(new Date(booking.createdAt)),
    `${booking.firstName} ${booking.lastName}`,
    booking.email,
    booking.phone,
    booking.packageTitle,
    String(booking.travelers),
    formatUsd(dollarsToCents(booking.packagePrice)),
    formatUsd(bookingTotalCents(booking)),
    formatUsd(cents(booking.amountPaid)),
    formatUsd(bookingBalanceCents(booking)),
    booking.depositPaid ? 'Yes' : 'No',
    bookingStatusLabels[booking.status],
    optionalUsd(booking.refundDue),
    optionalUsd(booking.refunded),
    booking.dispute ? disputeStatusLabel(booking.dispute.status) : '',
    booking.dispute ? formatUsd(cents(booking.dispute.amount)) : '',
    booking.status === 'cancelled' ? formatUsd(cents(booking.forfeited ?? 0)) : '',
  ];
}

/** The whole file: the header, then a row per booking, lines ended with CRLF (RFC 4180). */
export function bookingsCsv(bookings: readonly CsvBooking[]): string {
  const rows = [[...bookingsCsvColumns], ...bookings.map(bookingCsvRow)];
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
