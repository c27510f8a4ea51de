import type { Booking } from '../schemas/booking';
import { onFirstUse } from '../first-use';

/** The six sorts of the admin list (spec §5), in the order the dropdown shows them. */
export const bookingSortOptions = [
  { value: 'date-newest', label: 'Date (Newest First)' },
  { value: 'date-oldest', label: 'Date (Oldest First)' },
  { value: 'name-asc', label: 'Name (A-Z)' },
  { value: 'name-desc', label: 'Name (Z-A)' },
  { value: 'amount-paid-desc', label: 'Amount Paid (High to Low)' },
  { value: 'amount-paid-asc', label: 'Amount Paid (Low to High)' },
] as const;

export type BookingSort = (typeof bookingSortOptions)[number]['value'];

type Sortable = Pick<Booking, 'id' | 'firstName' | 'lastName' | 'amountPaid' | 'createdAt'>;

const names = onFirstUse(() => new Intl.Collator('en', { sensitivity: 'base', numeric: true }));

const byDate = (a: Sortable, b: Sortable) => Date.parse(a.createdAt) - Date.parse(b.createdAt);
const byName = (a: Sortable, b: Sortable) =>
  names().compare(`${a.firstName.trim()} ${a.lastName.trim()}`, `${b.firstName.trim()} ${b.lastName.trim()}`);
const byAmountPaid = (a: Sortable, b: Sortable) => a.amountPaid - b.amountPaid;
/** Ties fall back to newest first, then the id, so the order never depends on the input's. */
const tieBreak = (a: Sortable, b: Sortable) => byDate(b, a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const comparators: Record<BookingSort, (a: Sortable, b: Sortable) => number> = {
  'date-newest': (a, b) => byDate(b, a),
  'date-oldest': byDate,
  'name-asc': byName,
  'name-desc': (a, b) => byName(b, a),
  'amount-paid-desc': (a, b) => byAmountPaid(b, a),
  'amount-paid-asc': byAmountPaid,
};

/** A sorted copy; the input is left as it was. */
export function sortBookings<B extends Sortable>(bookings: readonly B[], sort: BookingSort): B[] {
  const compare = comparators[sort];
  return [...bookings].sort((a, b) => compare(a, b) || tieBreak(a, b));
}
