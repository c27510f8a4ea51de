import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { addDays } from './agency-calendar';
import { priceBooking } from './booking-pricing';
import {
  addMonthsClamped,
  cardValidOn,
  firstInstallmentAfterCardExpiry,
  installmentChargeTime,
  installmentNoticeTime,
  planInstallments,
  retryDate,
} from './installment-plan';
import { installmentConsentText } from './installment-consent';

describe('planInstallments', () => {
  it('makes the balance of a Morocco booking six payments of $393, a month apart from the opt-in', () => {
    const { remainingCents } = priceBooking(cents(265_800), 1);
    const startDate = '2027-01-15';
    const plan = planInstallments({ balanceCents: remainingCents, startDate, balanceDueDate: addDays(addMonthsClamped(startDate, 6), 10) });
    expect(plan.map((installment) => installment.amountCents)).toEqual(Array.from({ length: 6 }, () => 39_300));
    expect(plan.map((installment) => installment.date)).toEqual(['2027-02-15', '2027-03-15', '2027-04-15', '2027-05-15', '2027-06-15', '2027-07-15']);
  });

  it('keeps the day of the month, clamped to shorter months, and never drifts after a short month', () => {
    expect(addMonthsClamped('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsClamped('2027-01-31', 2)).toBe('2027-03-31');
    expect(addMonthsClamped('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('offers fewer payments when fewer fit ten days before the due date, and none when none fits', () => {
    const startDate = '2027-03-01';
    expect(planInstallments({ balanceCents: cents(100_000), startDate, balanceDueDate: '2027-05-11' })).toHaveLength(2);
    expect(planInstallments({ balanceCents: cents(100_000), startDate, balanceDueDate: '2027-05-10' })).toHaveLength(1);
    expect(planInstallments({ balanceCents: cents(100_000), startDate, balanceDueDate: '2027-04-10' })).toEqual([]);
    expect(planInstallments({ balanceCents: cents(0), startDate, balanceDueDate: '2028-01-01' })).toEqual([]);
  });

  it('puts the remainder of an uneven balance on the last payment', () => {
    const plan = planInstallments({ balanceCents: cents(100_001), startDate: '2027-01-01', balanceDueDate: '2027-12-01' });
    expect(plan.map((installment) => installment.amountCents)).toEqual([16_666, 16_666, 16_666, 16_666, 16_666, 16_671]);
  });
});

describe('the times and retries of a plan', () => {
  it('charges at 09:00 New York on the day and sends the notice three days before', () => {
    expect(installmentChargeTime('2027-07-15').toISOString()).toBe('2027-07-15T13:00:00.000Z');
    expect(installmentNoticeTime('2027-01-15').toISOString()).toBe('2027-01-12T14:00:00.000Z');
  });

  it('retries after 2 and then 4 days, and not after that or past the due date', () => {
    expect(retryDate('2027-03-01', 1, '2027-04-01')).toBe('2027-03-03');
    expect(retryDate('2027-03-01', 2, '2027-04-01')).toBe('2027-03-05');
    expect(retryDate('2027-03-01', 3, '2027-04-01')).toBeUndefined();
    expect(retryDate('2027-03-01', 2, '2027-03-05')).toBeUndefined();
  });
});

describe('cards that expire', () => {
  it('are good through the last day of their month, and flag the first charge they would fail', () => {
    const card = { expMonth: 4, expYear: 2027 };
    expect(cardValidOn(card, '2027-04-30')).toBe(true);
    expect(cardValidOn(card, '2027-05-01')).toBe(false);
    const plan = planInstallments({ balanceCents: cents(60_000), startDate: '2027-01-20', balanceDueDate: '2027-08-01' });
    expect(firstInstallmentAfterCardExpiry(card, plan)?.date).toBe('2027-05-20');
    expect(firstInstallmentAfterCardExpiry({ expMonth: 12, expYear: 2030 }, plan)).toBeUndefined();
  });
});

describe('installmentConsentText', () => {
  it('says what is charged, on which card, how amounts are set and how to stop', () => {
    const plan = planInstallments({ balanceCents: cents(235_800), startDate: '2027-01-15', balanceDueDate: '2027-08-01' });
    const text = installmentConsentText({ installments: plan, card: { last4: '4242' } }).join(' ');
    expect(text).toContain('the card ending in 4242 6 monthly payments of the balance, $2,358 in all');
    expect(text).toContain('from February 15, 2027 to July 15, 2027');
    expect(installmentConsentText({ installments: plan, card: 'new-card' })[0]).toContain('charge the card you enter below 6 monthly payments');
    expect(text).toMatch(/switch automatic payments off/);
    expect(installmentConsentText({ installments: [], card: 'deposit-card' })).toEqual([]);
  });
});
