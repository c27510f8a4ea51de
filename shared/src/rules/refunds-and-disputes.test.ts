import { describe, expect, it } from 'vitest';
import {
  type RefundsAndDisputes,
  bookingFlagDescription,
  bookingFlags,
  disputeStatusLabel,
  receivedBeforeRefundsCents,
  refundsAndDisputesSummary,
} from './refunds-and-disputes';

describe('disputeStatusLabel', () => {
  it.each([
    ['open', 'Open'],
    ['won', 'Won'],
    ['lost', 'Lost'],
    ['warning_closed', 'Closed without chargeback'],
    ['warning_under_review', 'Warning under review'],
    ['needs_response', 'Needs response'],
    ['', 'Unknown'],
  ])('%j reads %s', (status, label) => {
    expect(disputeStatusLabel(status)).toBe(label);
  });
});

describe('bookingFlags', () => {
  it.each<[string, RefundsAndDisputes, { label: string; kind: string; needsAction: boolean; amountCents: number }[]]>([
    ['nothing to flag', {}, []],
    ['a refused deposit to refund', { refundDue: 60_000 }, [{ kind: 'refund-due', label: 'Refund due', needsAction: true, amountCents: 60_000 }]],
    ['a refund made', { refunded: 25_000 }, [{ kind: 'refunded', label: 'Refunded', needsAction: false, amountCents: 25_000 }]],
    [
      'an open dispute',
      { dispute: { id: 'dp_1', status: 'open', amount: 60_000 } },
      [{ kind: 'dispute', label: 'Disputed', needsAction: true, amountCents: 60_000 }],
    ],
    [
      'a won dispute asks nothing more',
      { dispute: { id: 'dp_1', status: 'won', amount: 60_000 } },
      [{ kind: 'dispute', label: 'Dispute won', needsAction: false, amountCents: 60_000 }],
    ],
    [
      'a lost dispute is for the agency to settle',
      { dispute: { id: 'dp_1', status: 'lost', amount: 60_000 } },
      [{ kind: 'dispute', label: 'Dispute lost', needsAction: true, amountCents: 60_000 }],
    ],
    [
      'an inquiry closed without a chargeback asks nothing more',
      { dispute: { id: 'dp_1', status: 'warning_closed', amount: 500 } },
      [{ kind: 'dispute', label: 'Dispute closed', needsAction: false, amountCents: 500 }],
    ],
    [
      "another of Stripe's statuses in plain words, still to act on",
      { dispute: { id: 'dp_1', status: 'under_review', amount: 500 } },
      [{ kind: 'dispute', label: 'Dispute: under review', needsAction: true, amountCents: 500 }],
    ],
    [
      'all three, most urgent first',
      { refunded: 10_000, refundDue: 30_000, dispute: { id: 'dp_1', status: 'open', amount: 20_000 } },
      [
        { kind: 'dispute', label: 'Disputed', needsAction: true, amountCents: 20_000 },
        { kind: 'refund-due', label: 'Refund due', needsAction: true, amountCents: 30_000 },
        { kind: 'refunded', label: 'Refunded', needsAction: false, amountCents: 10_000 },
      ],
    ],
  ])('%s', (_name, booking, expected) => {
    expect(bookingFlags(booking)).toEqual(expected);
  });

  it('reads a flag out with its amount', () => {
    const [flag] = bookingFlags({ refundDue: 60_050 });
    if (!flag) throw new Error('no flag');
    expect(bookingFlagDescription(flag)).toBe('Refund due: $600.50');
  });
});

describe('receivedBeforeRefundsCents', () => {
  it.each([
    [60_000, undefined, 60_000],
    [35_000, 25_000, 60_000],
    [0, 60_000, 60_000],
  ])('%i paid after %s refunded: %i received', (amountPaid, refunded, received) => {
    expect(receivedBeforeRefundsCents({ amountPaid, refunded })).toBe(received);
  });
});

describe('refundsAndDisputesSummary', () => {
  it.each<[string, RefundsAndDisputes[], Record<keyof ReturnType<typeof refundsAndDisputesSummary>, number>]>([
    ['no bookings', [], { refundedCents: 0, refundDueCents: 0, disputedCents: 0, openDisputes: 0 }],
    ['bookings with neither', [{}, {}], { refundedCents: 0, refundDueCents: 0, disputedCents: 0, openDisputes: 0 }],
    [
      'refunds and refunds due add up, each apart',
      [{ refunded: 25_000 }, { refunded: 10_001, refundDue: 60_000 }, { refundDue: 30_000 }],
      { refundedCents: 35_001, refundDueCents: 90_000, disputedCents: 0, openDisputes: 0 },
    ],
    [
      'open and lost disputes are held back, a won one and a closed inquiry are not',
      [
        { dispute: { id: 'dp_1', status: 'open', amount: 60_000 } },
        { dispute: { id: 'dp_2', status: 'lost', amount: 20_000 } },
        { dispute: { id: 'dp_3', status: 'won', amount: 99_900 } },
        { dispute: { id: 'dp_4', status: 'warning_closed', amount: 1_000 } },
      ],
      { refundedCents: 0, refundDueCents: 0, disputedCents: 80_000, openDisputes: 1 },
    ],
  ])('%s', (_name, bookings, expected) => {
    expect(refundsAndDisputesSummary(bookings)).toEqual(expected);
  });
});
