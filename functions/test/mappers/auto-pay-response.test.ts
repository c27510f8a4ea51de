import { describe, expect, it } from 'vitest';
import { toAutoPayResponse } from '../../src/mappers/auto-pay-response';
import type { AutoPayRecord, StoredInstallment } from '../../src/store/auto-pay-record';

const installment = (number: number, date: string, change: Partial<StoredInstallment> = {}): StoredInstallment => ({
  number,
  date,
  amountCents: 39_300,
  state: 'scheduled',
  attempts: 0,
  ...change,
});

const plan = (change: Partial<AutoPayRecord> = {}): AutoPayRecord => ({
  state: 'active',
  consentVersion: '2026-11-26',
  consentedAt: '2026-11-26T15:00:00.000Z',
  customerId: 'cus_1',
  paymentMethodId: 'pm_1',
  card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
  installments: [installment(1, '2026-12-26'), installment(2, '2027-01-26'), installment(3, '2027-02-26')],
  failuresInRow: 0,
  changedAt: '2026-11-26T15:00:00.000Z',
  ...change,
});

describe('toAutoPayResponse', () => {
  it('answers the plan in cents without Stripe ids, the next charge its first installment', () => {
    expect(toAutoPayResponse(plan(), 117_900)).toEqual({
      state: 'active',
      consentVersion: '2026-11-26',
      consentedAt: '2026-11-26T15:00:00.000Z',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      cardExpiresBeforeLastCharge: false,
      installments: [
        { number: 1, date: '2026-12-26', amount: 39_300, state: 'scheduled', attempts: 0 },
        { number: 2, date: '2027-01-26', amount: 39_300, state: 'scheduled', attempts: 0 },
        { number: 3, date: '2027-02-26', amount: 39_300, state: 'scheduled', attempts: 0 },
      ],
      nextCharge: { date: '2026-12-26', amount: 39_300 },
    });
  });

  it('charges next a retry due before the next installment, for no more than the balance then due', () => {
    const retrying = plan({
      installments: [
        installment(1, '2026-12-26', { state: 'retrying', attempts: 1, nextAttemptDate: '2026-12-28', failure: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.', at: '2026-12-26T14:00:00.000Z' } }),
        installment(2, '2027-01-26'),
      ],
    });

    const answer = toAutoPayResponse(retrying, 20_000);

    expect(answer.nextCharge).toEqual({ date: '2026-12-28', amount: 20_000 });
    expect(answer.installments[0]).toEqual({
      number: 1,
      date: '2026-12-26',
      amount: 39_300,
      state: 'retrying',
      attempts: 1,
      nextAttemptDate: '2026-12-28',
      failureMessage: 'Your card has insufficient funds.',
    });
  });

  it('skips an installment waiting for the traveller, and shows what a paid one took', () => {
    const waiting = plan({
      state: 'needs-traveller',
      installments: [installment(1, '2026-12-26', { state: 'paid', attempts: 1, paidCents: 39_300 }), installment(2, '2027-01-26', { state: 'needs-authentication', attempts: 1 }), installment(3, '2027-02-26')],
    });

    const answer = toAutoPayResponse(waiting, 78_600);

    expect(answer.nextCharge).toEqual({ date: '2027-02-26', amount: 39_300 });
    expect(answer.installments[0]).toMatchObject({ state: 'paid', paid: 39_300 });
  });

  it.each<[string, Partial<AutoPayRecord>]>([
    ['suspended', { state: 'suspended', endedBecause: 'failures' }],
    ['completed', { state: 'completed' }],
    ['off', { state: 'off', endedBecause: 'traveller' }],
  ])('has no next charge when %s', (_, change) => {
    expect(toAutoPayResponse(plan(change), 117_900).nextCharge).toBeNull();
  });

  it('hides a card that was switched off and detached', () => {
    expect(toAutoPayResponse(plan({ state: 'off', paymentMethodId: null }), 117_900).card).toBeNull();
  });

  it('flags a card that expires before an installment still to charge, not before one no longer charged', () => {
    const card = { brand: 'visa', last4: '4242', expMonth: 1, expYear: 2027 };
    expect(toAutoPayResponse(plan({ card }), 117_900).cardExpiresBeforeLastCharge).toBe(true);
    const paidAfter = plan({
      card: { ...card, expMonth: 12, expYear: 2026 },
      installments: [installment(1, '2026-12-26'), installment(2, '2027-01-26', { state: 'skipped' }), installment(3, '2027-02-26', { state: 'cancelled' })],
    });
    expect(toAutoPayResponse(paidAfter, 39_300).cardExpiresBeforeLastCharge).toBe(false);
  });
});
