import { describe, expect, it } from 'vitest';
import { addDays, agencyInstant } from './agency-calendar';
import {
  cardExpiryNotice,
  installmentDueForCharge,
  installmentNeedingAuthentication,
  installmentToNotify,
  nextChargeAt,
  nextNoticeAt,
  type Plan,
  type PlanInstallment,
  planAfterFailure,
  installmentPaidBy,
} from './installment-charges';
import { installmentChargeTime, installmentNoticeTime } from './installment-plan';

const dates = ['2027-02-15', '2027-03-15', '2027-04-15'];
const balanceDueDate = '2027-06-01';

function plan(change: Partial<Plan> = {}): Plan {
  return {
    state: 'active',
    failuresInRow: 0,
    changedAt: '2027-01-15T14:00:00.000Z',
    card: { expMonth: 12, expYear: 2030 },
    installments: dates.map((date, index): PlanInstallment => ({ number: index + 1, date, amountCents: 39_300, state: 'scheduled', attempts: 0 })),
    ...change,
  };
}

const at = new Date('2027-02-15T14:00:00.000Z');
const insufficient = { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' };
const authentication = { code: 'authentication_required', declineCode: 'authentication_required', message: 'Authentication required.' };
const expired = { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' };

const fail = (p: Plan, number: number, failure: typeof insufficient, attempts = 1) =>
  planAfterFailure(p, { number, attempts, failure, balanceDueDate, at, paymentIntentId: `pi_${number}_${attempts}` });

describe('the charge due', () => {
  it('is due at 09:00 New York on its day, not a minute before', () => {
    const first = installmentChargeTime(dates[0]!);
    expect(installmentDueForCharge(plan(), new Date(first.getTime() - 60_000))).toBeUndefined();
    expect(installmentDueForCharge(plan(), first)?.number).toBe(1);
    expect(nextChargeAt(plan())).toEqual(first);
  });

  it('moves a retried installment to its retry day, and skips one waiting for the traveller', () => {
    const retried = fail(plan(), 1, insufficient);
    expect(retried.installments[0]).toMatchObject({ state: 'retrying', nextAttemptDate: '2027-02-17', attempts: 1, paymentIntentId: 'pi_1_1' });
    expect(nextChargeAt(retried)).toEqual(installmentChargeTime('2027-02-17'));

    const waiting = fail(plan(), 1, authentication);
    expect(nextChargeAt(waiting)).toEqual(installmentChargeTime(dates[1]!));
    expect(installmentNeedingAuthentication(waiting)?.number).toBe(1);
  });

  it('charges nothing for a suspended, completed or switched-off plan', () => {
    for (const state of ['suspended', 'completed', 'off'] as const) {
      expect(nextChargeAt(plan({ state }))).toBeUndefined();
      expect(installmentDueForCharge(plan({ state }), agencyInstant('2027-05-01', 12))).toBeUndefined();
    }
  });
});

describe('planAfterFailure', () => {
  it('counts a failed installment, and suspends after two in a row', () => {
    const once = fail(plan(), 1, expired);
    expect(once).toMatchObject({ state: 'active', failuresInRow: 1 });
    expect(once.installments[0]).toMatchObject({ state: 'failed', failure: { code: 'expired_card', declineCode: 'expired_card', at: at.toISOString() } });
    const twice = fail(once, 2, expired);
    expect(twice).toMatchObject({ state: 'suspended', failuresInRow: 2, endedBecause: 'failures' });
  });

  it('does not count a charge that will be retried until its retries are spent', () => {
    const first = fail(plan(), 1, insufficient, 1);
    const second = fail(first, 1, insufficient, 2);
    expect(second).toMatchObject({ state: 'active', failuresInRow: 0 });
    const third = fail(second, 1, insufficient, 3);
    expect(third).toMatchObject({ state: 'active', failuresInRow: 1 });
    expect(third.installments[0]).toMatchObject({ state: 'failed', attempts: 3 });
    expect(third.installments[0]).not.toHaveProperty('nextAttemptDate');
  });

  it('waits for the traveller on authentication, which counts towards a suspension too', () => {
    const waiting = fail(plan(), 1, authentication);
    expect(waiting).toMatchObject({ state: 'needs-traveller', failuresInRow: 1 });
    expect(fail(waiting, 2, authentication)).toMatchObject({ state: 'suspended', failuresInRow: 2 });
  });

  it('never adds a missed installment to the next one', () => {
    const missed = fail(plan(), 1, expired);
    expect(missed.installments.map((installment) => installment.amountCents)).toEqual([39_300, 39_300, 39_300]);
  });
});

describe('notices', () => {
  it('notifies the next scheduled charge 3 days before, once', () => {
    const noticeAt = installmentNoticeTime(dates[0]!);
    expect(nextNoticeAt(plan(), new Date(noticeAt.getTime() - 1), undefined)).toEqual(noticeAt);
    expect(installmentToNotify(plan(), new Date(noticeAt.getTime() - 1), undefined)).toBeUndefined();
    expect(installmentToNotify(plan(), noticeAt, undefined)?.number).toBe(1);
    expect(installmentToNotify(plan(), noticeAt, 1)).toBeUndefined();
    expect(nextNoticeAt(plan(), noticeAt, 1)).toEqual(installmentNoticeTime(dates[1]!));
  });

  it('after downtime past a charge, notifies only the charge still ahead', () => {
    const late = agencyInstant(addDays(dates[1]!, -1), 12);
    expect(installmentToNotify(plan(), late, undefined)?.number).toBe(2);
  });
});

describe('cardExpiryNotice', () => {
  it('is due 14 days before the first charge the card would fail, at 09:00 New York', () => {
    const notice = cardExpiryNotice(plan({ card: { expMonth: 2, expYear: 2027 } }));
    expect(notice?.installment.number).toBe(2);
    expect(notice?.at).toEqual(installmentChargeTime(addDays(dates[1]!, -14)));
    expect(cardExpiryNotice(plan())).toBeUndefined();
    expect(cardExpiryNotice(plan({ card: null }))).toBeUndefined();
  });
});

describe('installmentPaidBy', () => {
  const intent = {
    status: 'succeeded',
    currency: 'usd',
    amount: 39_300,
    amountReceived: 39_300,
    metadata: { bookingId: 'b1', purpose: 'installment', installment: '2', attempt: '1' },
  };

  it('names the installment a succeeded automatic payment of this booking paid', () => {
    expect(installmentPaidBy(intent, { id: 'b1' })).toBe(2);
  });

  it.each([
    ['another booking', { ...intent, metadata: { ...intent.metadata, bookingId: 'b2' } }],
    ['a balance payment', { ...intent, metadata: { ...intent.metadata, purpose: 'balance' } }],
    ['no installment number', { ...intent, metadata: { bookingId: 'b1', purpose: 'installment' } }],
    ['not succeeded', { ...intent, status: 'requires_payment_method' }],
    ['not in dollars', { ...intent, currency: 'eur' }],
    ['not received in full', { ...intent, amountReceived: 100 }],
  ])('refuses %s', (_, other) => {
    expect(installmentPaidBy(other, { id: 'b1' })).toBeUndefined();
  });
});
