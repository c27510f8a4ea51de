import { cents } from '@sunward/shared/money';
import { describe, expect, it } from 'vitest';
import { parseBalanceAmount } from './balance-amount';

const balance = cents(169_800);

describe('parseBalanceAmount', () => {
  it.each([
    ['500', 50_000],
    ['12.345', 1_235],
    ['1', 100],
    ['1698', 169_800],
  ])('takes $%s as %i cents', (typed, expected) => {
    expect(parseBalanceAmount(typed, balance)).toEqual({ amount: expected });
  });

  it.each(['', '   ', 'abc', '0', '-5'])("refuses %j with 'Invalid Amount'", (typed) => {
    expect(parseBalanceAmount(typed, balance)).toEqual({ refusal: { title: 'Invalid Amount', description: 'Please enter a valid payment amount' } });
  });

  it('refuses less than $1, the smallest payment', () => {
    expect(parseBalanceAmount('0.5', balance)).toEqual({ refusal: { title: 'Invalid Amount', description: 'The smallest payment is $1' } });
  });

  it("refuses more than the balance with 'Amount Too Large'", () => {
    expect(parseBalanceAmount('1698.01', balance)).toEqual({
      refusal: { title: 'Amount Too Large', description: 'Payment amount cannot exceed your balance of $1,698' },
    });
  });
});
