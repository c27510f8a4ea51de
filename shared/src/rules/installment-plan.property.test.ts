import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { addDays, daysBetween } from './agency-calendar';
import { INSTALLMENT_COUNT } from './booking-pricing';
import {
  addMonthsClamped,
  chargeAmount,
  installmentsForBalance,
  lastInstallmentDate,
  MIN_INSTALLMENT_CENTS,
  planInstallments,
  retryDate,
} from './installment-plan';

/** Any agency day from 2020 to 2045: the rule must hold on whatever date it runs. */
const days = fc.integer({ min: 0, max: 25 * 366 }).map((offset) => addDays('2020-01-01', offset));

/** An opt-in day and a due date from the day itself up to two years later. */
const plans = fc.record({
  balanceCents: fc.integer({ min: 0, max: 5_000_000 }).map(cents),
  startDate: days,
  dueInDays: fc.integer({ min: 0, max: 730 }),
});

describe('the installment plan for any balance and dates', () => {
  it('adds up to the balance exactly, in at most six increasing dates, the last in time for a retry', () => {
    fc.assert(
      fc.property(plans, ({ balanceCents, startDate, dueInDays }) => {
        const balanceDueDate = addDays(startDate, dueInDays);
        const plan = planInstallments({ balanceCents, startDate, balanceDueDate });
        expect(plan.length).toBeLessThanOrEqual(INSTALLMENT_COUNT);
        if (plan.length === 0) return;
        expect(plan.reduce((sum, installment) => sum + installment.amountCents, 0)).toBe(balanceCents);
        plan.forEach((installment, index) => {
          expect(installment.number).toBe(index + 1);
          expect(installment.amountCents).toBeGreaterThanOrEqual(MIN_INSTALLMENT_CENTS);
          expect(daysBetween(index === 0 ? startDate : plan[index - 1]!.date, installment.date)).toBeGreaterThanOrEqual(28);
        });
        expect(daysBetween(plan.at(-1)!.date, lastInstallmentDate(balanceDueDate))).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('divides evenly in whole cents, with only the remainder on the last', () => {
    fc.assert(
      fc.property(plans, ({ balanceCents, startDate, dueInDays }) => {
        const plan = planInstallments({ balanceCents, startDate, balanceDueDate: addDays(startDate, dueInDays) });
        const [first, ...rest] = plan;
        if (!first) return;
        rest.slice(0, -1).forEach((installment) => expect(installment.amountCents).toBe(first.amountCents));
        expect(plan.at(-1)!.amountCents - first.amountCents).toBeGreaterThanOrEqual(0);
        expect(plan.at(-1)!.amountCents - first.amountCents).toBeLessThan(plan.length);
      }),
    );
  });

  it('offers as many monthly dates as fit before the last allowed day, when the balance allows', () => {
    fc.assert(
      fc.property(plans, ({ startDate, dueInDays }) => {
        const balanceDueDate = addDays(startDate, dueInDays);
        const plan = planInstallments({ balanceCents: cents(1_000_000), startDate, balanceDueDate });
        const next = addMonthsClamped(startDate, plan.length + 1);
        const roomForMore = plan.length < INSTALLMENT_COUNT && daysBetween(next, lastInstallmentDate(balanceDueDate)) >= 0;
        expect(roomForMore).toBe(false);
      }),
    );
  });

  it('shrinks from the last installment when the balance falls, never charging more than is owed', () => {
    fc.assert(
      fc.property(plans, fc.integer({ min: 0, max: 5_000_000 }), ({ balanceCents, startDate, dueInDays }, newBalance) => {
        const plan = planInstallments({ balanceCents, startDate, balanceDueDate: addDays(startDate, dueInDays) });
        const kept = installmentsForBalance(plan, cents(newBalance));
        const total = kept.reduce((sum, installment) => sum + installment.amountCents, 0);
        const planned = plan.reduce((sum, installment) => sum + installment.amountCents, 0);
        expect(total).toBe(Math.min(newBalance, planned));
        kept.slice(0, -1).forEach((installment, index) => expect(installment).toEqual(plan[index]));
        kept.forEach((installment) => expect(chargeAmount(installment, cents(newBalance))).toBe(installment.amountCents));
      }),
    );
  });

  it('retries only on days before the balance due date', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 4 }), (date, dueAfter, attempts) => {
        const balanceDueDate = addDays(date, dueAfter);
        const retry = retryDate(date, attempts, balanceDueDate);
        if (retry !== undefined) {
          expect(daysBetween(date, retry)).toBeGreaterThan(0);
          expect(daysBetween(retry, balanceDueDate)).toBeGreaterThan(0);
        }
      }),
    );
  });
});
