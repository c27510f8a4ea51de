import type { Booking, BookingStatus } from '../schemas/booking';

/** Each status as the admin reads it, in the status filter and the CSV. */
export const bookingStatusLabels = {
  pending: 'Pending',
  deposit_paid: 'Deposit Paid',
  overdue: 'Overdue',
  confirmed: 'Confirmed',
  expired: 'Expired',
  cancelled: 'Cancelled',
} as const satisfies Record<BookingStatus, string>;

export type StatusFilter = 'all' | BookingStatus;

/** The status filter's options, in the order the dropdown shows them (spec §5). */
export const statusFilterOptions: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All Statuses' },
  { value: 'pending', label: bookingStatusLabels.pending },
  { value: 'deposit_paid', label: bookingStatusLabels.deposit_paid },
  { value: 'overdue', label: bookingStatusLabels.overdue },
  { value: 'confirmed', label: bookingStatusLabels.confirmed },
  { value: 'expired', label: bookingStatusLabels.expired },
  { value: 'cancelled', label: bookingStatusLabels.cancelled },
];

type Searchable = Pick<Booking, 'firstName' | 'lastName' | 'email' | 'reference' | 'status'>;

/** Letters and digits only, upper case: `sgt-a2b3c4`, `SGT A2B3C4` and `SGTA2B3C4` read alike. */
function compactReference(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** Whether the text names exactly this reference, in any case, with or without the dash (a link's `?booking=`). */
export function isSameReference(reference: string, text: string): boolean {
  const wanted = compactReference(text);
  return wanted !== '' && compactReference(reference) === wanted;
}

/**
 * Whether the search text is the booking's reference or a part of it, in any case, with or
 * without the dash: its start (`sgt-a2`), or at least four of its characters anywhere (`b3c4`),
 * so a short name (`Ann`) does not pull in every reference that happens to hold those letters.
 */
export function matchesReference(reference: string, search: string): boolean {
  const needle = compactReference(search);
  if (needle === '') return false;
  const compact = compactReference(reference);
  return compact.startsWith(needle) || (needle.length >= 4 && compact.includes(needle));
}

/**
 * Whether the full name, the e-mail or the reference holds the search text, case-insensitively;
 * blank matches all.
 */
export function matchesSearch(booking: Pick<Booking, 'firstName' | 'lastName' | 'email' | 'reference'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  const fullName = `${booking.firstName.trim()} ${booking.lastName.trim()}`.toLowerCase();
  return fullName.includes(needle) || booking.email.toLowerCase().includes(needle) || matchesReference(booking.reference, needle);
}

export function matchesStatus(booking: Pick<Booking, 'status'>, filter: StatusFilter): boolean {
  return filter === 'all' || booking.status === filter;
}

/** The bookings the search text and the status filter both let through, in their order. */
export function filterBookings<B extends Searchable>(bookings: readonly B[], criteria: { search: string; status: StatusFilter }): B[] {
  return bookings.filter((booking) => matchesSearch(booking, criteria.search) && matchesStatus(booking, criteria.status));
}
