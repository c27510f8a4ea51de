import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import type { BookingStatus } from '../schemas/booking';
import { totalsAfterRefund } from './refund-totals';

type Totals = { paid: number; due: number; overpaid?: number; status: BookingStatus };

describe('totalsAfterRefund', () => {
  it.each<[string, Totals, number, Required<Totals>]>([
    [
      'part of a balance payment: paid down, due up, still deposit_paid',
      { paid: 110_000, due: 130_000, status: 'deposit_paid' },
      25_000,
      { paid: 85_000, due: 155_000, overpaid: 0, status: 'deposit_paid' },
    ],
    [
      'a booking paid in full goes back to deposit_paid once something is due again',
      { paid: 240_000, due: 0, status: 'confirmed' },
      10_000,
      { paid: 230_000, due: 10_000, overpaid: 0, status: 'deposit_paid' },
    ],
    [
      'an overpayment is given back first: nothing is due again, still confirmed',
      { paid: 260_000, due: 0, overpaid: 20_000, status: 'confirmed' },
      20_000,
      { paid: 240_000, due: 0, overpaid: 0, status: 'confirmed' },
    ],
    [
      'part of an overpayment given back',
      { paid: 260_000, due: 0, overpaid: 20_000, status: 'confirmed' },
      5_000,
      { paid: 255_000, due: 0, overpaid: 15_000, status: 'confirmed' },
    ],
    [
      'beyond the overpayment, the rest raises the balance due',
      { paid: 260_000, due: 0, overpaid: 20_000, status: 'confirmed' },
      30_000,
      { paid: 230_000, due: 10_000, overpaid: 0, status: 'deposit_paid' },
    ],
    [
      "a deposit refunded in full keeps its status: cancelling is the agency's decision",
      { paid: 60_000, due: 180_000, status: 'deposit_paid' },
      60_000,
      { paid: 0, due: 240_000, overpaid: 0, status: 'deposit_paid' },
    ],
    [
      'an expired booking stays expired',
      { paid: 60_000, due: 180_000, status: 'expired' },
      1_000,
      { paid: 59_000, due: 181_000, overpaid: 0, status: 'expired' },
    ],
  ])('%s', (_name, before, amount, after) => {
    const booking = {
      amountPaidCents: cents(before.paid),
      balanceDueCents: cents(before.due),
      overpaidCents: before.overpaid === undefined ? undefined : cents(before.overpaid),
      status: before.status,
    };
    expect(totalsAfterRefund(booking, cents(amount))).toEqual({
      amountPaidCents: after.paid,
      balanceDueCents: after.due,
      overpaidCents: after.overpaid,
      status: after.status,
    });
  });
});
