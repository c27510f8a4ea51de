import { type Cents, addCents, cents, formatUsd } from '../money';
import type { Booking } from '../schemas/booking';

/**
 * What a booking says of refunds and disputes (decision 018): a deposit refused for lost seats
 * that the agency must refund (`refundDue`), refunds made in Stripe of recorded payments
 * (`refunded`, already taken off `amountPaid`), and its latest dispute.
 */
export type RefundsAndDisputes = Pick<Booking, 'refundDue' | 'refunded' | 'dispute'>;

type Dispute = NonNullable<Booking['dispute']>;

/**
 * A dispute's status as the admin reads it: `open` until Stripe closes it `won` or `lost`, or
 * `warning_closed` for an inquiry that never became a chargeback; any other status Stripe
 * reports (`needs_response`, …) in plain words.
 */
export function disputeStatusLabel(status: string): string {
  const known: Record<string, string> = { open: 'Open', won: 'Won', lost: 'Lost', warning_closed: 'Closed without chargeback' };
  const label = known[status];
  if (label !== undefined) return label;
  const words = status.replaceAll('_', ' ').trim();
  return words === '' ? 'Unknown' : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/**
 * Whether Stripe holds the dispute's amount back: while it is open, and for good once lost. A won
 * dispute gave it back; an inquiry closed without a chargeback never took it.
 */
export function isDisputedAmountHeld(dispute: Pick<Dispute, 'status'>): boolean {
  return dispute.status !== 'won' && dispute.status !== 'warning_closed';
}

/** What a booking flag is about; the web picks its colour from this, its text is the label. */
export type BookingFlagKind = 'dispute' | 'refund-due' | 'refunded';

export interface BookingFlag {
  kind: BookingFlagKind;
  /** The marker's text: 'Disputed', 'Dispute won', 'Dispute lost', 'Dispute closed', 'Refund due', 'Refunded'. */
  label: string;
  /** The agency has something to do: answer an open dispute (or one in another held state), settle a lost one, make a refund that is due. */
  needsAction: boolean;
  /** Cents the flag is about: the disputed amount, the refund due, or what was refunded. */
  amountCents: Cents;
}

function disputeFlagLabel(status: string): string {
  const known: Record<string, string> = { open: 'Disputed', won: 'Dispute won', lost: 'Dispute lost', warning_closed: 'Dispute closed' };
  return known[status] ?? `Dispute: ${disputeStatusLabel(status).toLowerCase()}`;
}

/**
 * The markers of a booking's row in the admin tables, most urgent first: its dispute, a refund
 * due, what was refunded. None for a booking with neither.
 */
export function bookingFlags(booking: RefundsAndDisputes): BookingFlag[] {
  const flags: BookingFlag[] = [];
  if (booking.dispute) {
    flags.push({
      kind: 'dispute',
      label: disputeFlagLabel(booking.dispute.status),
      needsAction: isDisputedAmountHeld(booking.dispute),
      amountCents: cents(booking.dispute.amount),
    });
  }
  if (booking.refundDue) {
    flags.push({ kind: 'refund-due', label: 'Refund due', needsAction: true, amountCents: cents(booking.refundDue) });
  }
  if (booking.refunded) {
    flags.push({ kind: 'refunded', label: 'Refunded', needsAction: false, amountCents: cents(booking.refunded) });
  }
  return flags;
}

/** A flag read out in full, for a screen reader or a tooltip: "Refund due: $600". */
export function bookingFlagDescription(flag: BookingFlag): string {
  return `${flag.label}: ${formatUsd(flag.amountCents)}`;
}

/**
 * What was paid before refunds: the booking's `amountPaid` is already net of what was refunded,
 * so the payments received are the two together.
 */
export function receivedBeforeRefundsCents(booking: Pick<Booking, 'amountPaid' | 'refunded'>): Cents {
  return addCents(cents(booking.amountPaid), cents(booking.refunded ?? 0));
}

/** The refunds and disputes of all bookings, beside the Payment Summary Report. */
export interface RefundsAndDisputesSummary {
  /** Refunded in Stripe of recorded payments; Total Paid and Revenue Received are already net of it. */
  refundedCents: Cents;
  /** Refused deposits the agency must refund; never counted as paid. */
  refundDueCents: Cents;
  /** Open or lost disputes: held back by Stripe, though still counted as paid on the bookings. */
  disputedCents: Cents;
  /** Bookings with a dispute still open. */
  openDisputes: number;
}

export function refundsAndDisputesSummary(bookings: readonly RefundsAndDisputes[]): RefundsAndDisputesSummary {
  return {
    refundedCents: addCents(...bookings.map((booking) => cents(booking.refunded ?? 0))),
    refundDueCents: addCents(...bookings.map((booking) => cents(booking.refundDue ?? 0))),
    disputedCents: addCents(
      ...bookings.map((booking) => (booking.dispute && isDisputedAmountHeld(booking.dispute) ? cents(booking.dispute.amount) : cents(0))),
    ),
    openDisputes: bookings.filter((booking) => booking.dispute?.status === 'open').length,
  };
}
