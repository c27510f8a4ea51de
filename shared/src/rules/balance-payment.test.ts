import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { balanceAfterPayment, balanceAmountProblem, isThisBalancePayment } from './balance-payment';
import { type PaymentIntentFacts, paymentMetadata } from './deposit-payment';

describe('balanceAmountProblem', () => {
  it.each<[number, number, string | undefined]>([
    [100, 50_000, undefined],
    [50_000, 50_000, undefined],
    [12_345, 50_000, undefined],
    [99, 50_000, 'The smallest payment is $1'],
    [50_001, 50_000, 'The most you can pay is the balance due, $500'],
    [12.5, 50_000, 'Enter the amount in whole cents'],
    [100, 0, 'This booking is paid in full'],
  ])('%s cents against a balance of %s → %s', (amount, balance, expected) => {
    expect(balanceAmountProblem(amount, cents(balance))).toBe(expected);
  });
});

describe('isThisBalancePayment', () => {
  const paid: PaymentIntentFacts = {
    status: 'succeeded',
    currency: 'usd',
    amount: 25_000,
    amountReceived: 25_000,
    metadata: paymentMetadata('bk-1', 'balance'),
  };

  it('accepts a succeeded balance payment for the booking, whatever its amount', () => {
    expect(isThisBalancePayment(paid, { id: 'bk-1' })).toBe(true);
    expect(isThisBalancePayment({ ...paid, amount: 100, amountReceived: 100 }, { id: 'bk-1' })).toBe(true);
  });

  it.each<[string, Partial<PaymentIntentFacts>]>([
    ['not yet succeeded', { status: 'requires_payment_method' }],
    ['cancelled', { status: 'canceled' }],
    ['another booking’s', { metadata: paymentMetadata('bk-2', 'balance') }],
    ['a deposit', { metadata: paymentMetadata('bk-1', 'deposit') }],
    ['made outside the server', { metadata: {} }],
    ['in another currency', { currency: 'eur' }],
    ['only partly received', { amountReceived: 24_999 }],
  ])('refuses a PaymentIntent %s', (_, change) => {
    expect(isThisBalancePayment({ ...paid, ...change }, { id: 'bk-1' })).toBe(false);
  });
});

describe('balanceAfterPayment', () => {
  it.each<[number, number, number, number]>([
    [50_000, 20_000, 30_000, 0],
    [50_000, 50_000, 0, 0],
    [30_000, 50_000, 0, 20_000],
    [0, 10_000, 0, 10_000],
  ])('balance %s, payment %s → balance %s, overpaid %s', (balance, amount, after, overpaid) => {
    expect(balanceAfterPayment(cents(balance), cents(amount))).toEqual({ balanceDueCents: after, overpaidCents: overpaid });
  });
});
