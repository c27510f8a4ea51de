import { cents } from '@sunward/shared/money';
import { describe, expect, it } from 'vitest';
import { bookingInstallments, monthlyPaymentsLine, paymentsInWords } from './booking-plan';

const departure = { departureDate: '2027-07-08', balanceDueDate: '2027-05-24' };

describe('the booking form’s plan', () => {
  it('starts on the agency’s day: 9 PM in New York on November 9 is already the 10th in UTC', () => {
    const plan = bookingInstallments({ remainingCents: cents(235_800) }, departure, new Date('2026-11-10T02:00:00Z'));

    expect(plan.map((installment) => installment.date)).toEqual(['2026-12-09', '2027-01-09', '2027-02-09', '2027-03-09', '2027-04-09', '2027-05-09']);
  });

  it('offers nothing to a late booking, whose balance is due within 3 days', () => {
    expect(bookingInstallments({ remainingCents: cents(235_800) }, departure, new Date('2027-05-30T15:00:00Z'))).toEqual([]);
  });

  it('offers nothing before the travellers can be priced', () => {
    expect(bookingInstallments(null, departure, new Date('2026-11-10T15:00:00Z'))).toEqual([]);
  });
});

describe('the plan in words', () => {
  const installment = (number: number, amount: number) => ({ number, date: '2027-01-10', amountCents: cents(amount) });

  it.each([
    [[installment(1, 39_300), installment(2, 39_300)], '2 monthly payments of $393', 'or 2 monthly payments of $393'],
    [[installment(1, 49_950), installment(2, 49_951)], '2 monthly payments of $499.50 (the last $499.51)', 'or 2 monthly payments of $499.50 (the last $499.51)'],
    [[installment(1, 12_000)], 'one payment of $120', null],
  ])('%#: %s', (plan, words, line) => {
    expect(paymentsInWords(plan)).toBe(words);
    expect(monthlyPaymentsLine(plan)).toBe(line);
  });
});
