import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import type { BookingStatus } from '../schemas/booking';
import { totalsAfterBalancePayment, totalsAfterDeposit } from './payment-totals';

describe('totalsAfterDeposit', () => {
  it.each<[string, { paid: number; due: number }, number, { paid: number; due: number; status: BookingStatus }]>([
    ['a deposit leaves the rest of the total due', { paid: 0, due: 240_000 }, 60_000, { paid: 60_000, due: 180_000, status: 'deposit_paid' }],
    ['a deposit that is the whole total confirms the booking', { paid: 0, due: 60_000 }, 60_000, { paid: 60_000, due: 0, status: 'confirmed' }],
    ['one cent short of the total is not paid in full', { paid: 0, due: 60_001 }, 60_000, { paid: 60_000, due: 1, status: 'deposit_paid' }],
    ['a deposit adds to what was paid before', { paid: 500, due: 10_000 }, 2_500, { paid: 3_000, due: 7_500, status: 'deposit_paid' }],
  ])('%s', (_name, before, amount, after) => {
    expect(totalsAfterDeposit({ amountPaidCents: cents(before.paid), balanceDueCents: cents(before.due) }, cents(amount))).toEqual({
      amountPaidCents: after.paid,
      balanceDueCents: after.due,
      status: after.status,
    });
  });
});

describe('totalsAfterBalancePayment', () => {
  type Before = { paid: number; due: number; overpaid?: number };
  type After = { paid: number; due: number; status: BookingStatus; excess: number; overpaid: number };
  it.each<[string, Before, number, After]>([
    ['part of the balance', { paid: 60_000, due: 180_000 }, 50_000, { paid: 110_000, due: 130_000, status: 'deposit_paid', excess: 0, overpaid: 0 }],
    ['the whole balance confirms the booking', { paid: 60_000, due: 180_000 }, 180_000, { paid: 240_000, due: 0, status: 'confirmed', excess: 0, overpaid: 0 }],
    [
      'beyond the balance: all of it is paid, the balance stays at 0, the excess is overpaid',
      { paid: 60_000, due: 30_000 },
      50_000,
      { paid: 110_000, due: 0, status: 'confirmed', excess: 20_000, overpaid: 20_000 },
    ],
    [
      'a second payment on a balance already at 0 is all excess, added to the earlier overpayment',
      { paid: 240_000, due: 0, overpaid: 1_000 },
      5_000,
      { paid: 245_000, due: 0, status: 'confirmed', excess: 5_000, overpaid: 6_000 },
    ],
    [
      'an earlier overpayment is kept when this one fits',
      { paid: 100_000, due: 40_000, overpaid: 700 },
      100,
      { paid: 100_100, due: 39_900, status: 'deposit_paid', excess: 0, overpaid: 700 },
    ],
  ])('%s', (_name, before, amount, after) => {
    const booking = {
      amountPaidCents: cents(before.paid),
      balanceDueCents: cents(before.due),
      overpaidCents: before.overpaid === undefined ? undefined : cents(before.overpaid),
    };
    expect(totalsAfterBalancePayment(booking, cents(amount))).toEqual({
      amountPaidCents: after.paid,
      balanceDueCents: after.due,
      status: after.status,
      excessCents: after.excess,
      overpaidCents: after.overpaid,
    });
  });
});
