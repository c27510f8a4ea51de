import { type Cents, cents, dollarsToCents } from '../money';
import type { AutoPayState } from '../schemas/auto-pay';
import type { Booking } from '../schemas/booking';
import { bookingBalanceCents, bookingTotalCents } from './booking-balance';
import { bookingStatusLabels } from './booking-search';
import { disputeStatusLabel } from './refunds-and-disputes';
import { onFirstUse } from '../first-use';

/**
 * The export's columns, in order: the Booking ID, then the reference travellers quote, then the
 * rest of spec §9's thirteen in their order, then the refunds and disputes of decision 018, what a
 * released booking kept as forfeited (decision 044), and the trip's dates and the balance's due
 * date (`YYYY-MM-DD`, blank on a booking made before departures), then the state of its plan of
 * automatic payments (decision 047), blank when it has none. Refunds, disputes and forfeits are
 * positive amounts, as the column names say what they are.
 */
export const bookingsCsvColumns = [
  'Booking ID',
  'Reference',
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
  'Departure Date',
  'Return Date',
  'Balance Due Date',
  'Automatic Payments',
] as const;

/** A plan's state as the agency reads it, in the export and the dashboard. */
export const autoPayStateLabels: Record<AutoPayState, string> = {
  active: 'Active',
  'needs-traveller': 'Needs the traveller',
  suspended: 'Suspended',
  completed: 'Completed',
  off: 'Off',
};

export type CsvBooking = Pick<
  Booking,
  | 'id'
  | 'reference'
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
  departureDate?: Booking['departureDate'] | undefined;
  returnDate?: Booking['returnDate'] | undefined;
  balanceDueDate?: Booking['balanceDueDate'] | undefined;
  autoPay?: Pick<NonNullable<Booking['autoPay']>, 'state'> | null | undefined;
};

/**
 * Money as a spreadsheet adds it: dollars with two decimals, no sign of currency, no thousands
 * separator (`2598.00`, `-0.50`). Whole-number arithmetic, so no cent is lost to a float.
 */
export function csvAmount(amount: Cents): string {
  const magnitude = Math.abs(amount);
  const dollars = Math.floor(magnitude / 100);
  const rest = String(magnitude % 100).padStart(2, '0');
  return `${amount < 0 ? '-' : ''}${dollars}.${rest}`;
}

/** A money cell that is blank when there is nothing to say. */
function optionalAmount(amount: number | undefined): string {
  return amount ? csvAmount(cents(amount)) : '';
}

/**
 * A phone number as a spreadsheet keeps it: an RFC 3966 `tel:` URI (`tel:+1-555-010-2030`, spaces
 * written as the dashes the URI allows). Starting with a letter, it is read as text: never a
 * formula (a bare `+1 555…` is one to a spreadsheet), never a number that drops its `+` or a
 * leading zero, and with no apostrophe in front; phone apps and most spreadsheets dial it. Blank
 * when there is none.
 */
export function csvPhone(phone: string): string {
  const number = phone.trim().replace(/\s+/g, '-');
  return number === '' ? '' : `tel:${number}`;
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

/** A plain decimal number (`2598.00`, `-0.50`): a spreadsheet reads it as a number, never as a formula. */
const plainNumber = /^-?\d+(\.\d+)?$/;

/**
 * One cell, per OWASP's CSV injection guidance: a would-be formula gets a leading apostrophe,
 * which spreadsheets read as "this is text", and is quoted, so nothing it holds can close the cell;
 * a plain number, even a negative one, is left as it is. Then quoted per RFC 4180 when it holds a
 * comma, a quote or a line break, quotes doubled. Only text a traveller typed can start like a
 * formula: amounts are plain numbers and phones `tel:` URIs.
 */
export function csvCell(value: string): string {
  if (plainNumber.test(value)) return value;
  if (formulaStart.test(value)) return `"'${value.replaceAll('"', '""')}"`;
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function bookingCsvRow(booking: CsvBooking): string[] {
  return [
    booking.id,
    booking.reference,
    agencyDate(new Date(booking.createdAt)),
    `${booking.firstName} ${booking.lastName}`,
    booking.email,
    csvPhone(booking.phone),
    booking.packageTitle,
    String(booking.travelers),
    csvAmount(dollarsToCents(booking.packagePrice)),
    csvAmount(bookingTotalCents(booking)),
    csvAmount(cents(booking.amountPaid)),
    csvAmount(bookingBalanceCents(booking)),
    booking.depositPaid ? 'Yes' : 'No',
    bookingStatusLabels[booking.status],
    optionalAmount(booking.refundDue),
    optionalAmount(booking.refunded),
    booking.dispute ? disputeStatusLabel(booking.dispute.status) : '',
    booking.dispute ? csvAmount(cents(booking.dispute.amount)) : '',
    booking.status === 'cancelled' ? csvAmount(cents(booking.forfeited ?? 0)) : '',
    booking.departureDate ?? '',
    booking.returnDate ?? '',
    booking.balanceDueDate ?? '',
    booking.autoPay ? autoPayStateLabels[booking.autoPay.state] : '',
  ];
}

/** The whole file: the header, then a row per booking, lines ended with CRLF (RFC 4180). */
export function bookingsCsv(bookings: readonly CsvBooking[]): string {
  const rows = [[...bookingsCsvColumns], ...bookings.map(bookingCsvRow)];
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
