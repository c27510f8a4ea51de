import { describe, expect, it } from 'vitest';
import { isRefunded, isThisDeposit, paymentMetadata, type PaymentIntentFacts } from './deposit-payment';

const booking = { id: 'bk-1', depositCents: 60_000 };
const paidDeposit: PaymentIntentFacts = {
  status: 'succeeded',
  currency: 'usd',
  amount: 60_000,
  amountReceived: 60_000,
  metadata: paymentMetadata('bk-1', 'deposit'),
};

describe('isThisDeposit', () => {
  it('accepts the booking’s own deposit, paid in full', () => {
    expect(isThisDeposit(paidDeposit, booking)).toBe(true);
  });

  it.each<[string, Partial<PaymentIntentFacts>]>([
    ['not yet succeeded', { status: 'processing' }],
    ['another booking’s', { metadata: paymentMetadata('bk-2', 'deposit') }],
    ['a balance payment', { metadata: paymentMetadata('bk-1', 'balance') }],
    ['made outside the server', { metadata: {} }],
    ['in another currency', { currency: 'eur' }],
    ['for another amount', { amount: 30_000, amountReceived: 30_000 }],
    ['only partly received', { amountReceived: 59_999 }],
  ])('refuses a PaymentIntent %s', (_, change) => {
    expect(isThisDeposit({ ...paidDeposit, ...change }, booking)).toBe(false);
  });
});

describe('a refunded payment', () => {
  it.each([
    [0, false],
    [1, true],
    [60_000, true],
  ])('with %i cents refunded is refunded: %s', (amountRefunded, refunded) => {
    expect(isRefunded({ amountRefunded })).toBe(refunded);
  });
});
