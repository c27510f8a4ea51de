import { bookingKey } from '@sunward/shared/table';
import { describe, expect, it } from 'vitest';
import type { AutoPayRecord } from '../../src/store/auto-pay-record';
import { bookingUpdate, emptyPart, planAsRead, removeInstallmentField, setInstallment } from '../../src/store/auto-pay-update';

const seenPlan = { state: 'active', changedAt: '2031-02-03T04:05:06.000Z' } as AutoPayRecord;

/** A balance payment's own piece, as the balance recorder writes it. */
const payment = {
  set: ['#paid = #paid + :amount', '#status = :next'],
  conditions: ['#status = :seen'],
  names: { '#paid': 'amountPaidCents', '#status': 'status' },
  values: { ':amount': 39_300, ':next': 'deposit_paid', ':seen': 'deposit_paid' },
};

describe('one update of the booking made of pieces', () => {
  it('puts every piece’s clauses in one SET and one REMOVE, requires every condition, and keeps each placeholder once', () => {
    const plan = emptyPart();
    planAsRead(plan, seenPlan);
    setInstallment(plan, 2, 'state', 'paid');
    removeInstallmentField(plan, 2, 'nextAttemptDate');

    const { Update } = bookingUpdate('b-1', payment, plan);

    expect(Update).toMatchObject({ Key: bookingKey('b-1') });
    expect(Update?.UpdateExpression).toBe(
      'SET #paid = #paid + :amount, #status = :next, #apPlan.#apInst[2].#apFstate = :apI2state REMOVE #apPlan.#apInst[2].#apFnextAttemptDate',
    );
    expect(Update?.ConditionExpression).toBe('(#status = :seen) AND (#apPlan.#apState = :apSeenState) AND (#apPlan.#apChanged = :apSeenChanged)');
    expect(Update?.ExpressionAttributeNames).toEqual({
      '#paid': 'amountPaidCents',
      '#status': 'status',
      '#apPlan': 'autoPay',
      '#apState': 'state',
      '#apChanged': 'changedAt',
      '#apInst': 'installments',
      '#apFstate': 'state',
      '#apFnextAttemptDate': 'nextAttemptDate',
    });
    expect(Update?.ExpressionAttributeValues).toEqual({
      ':amount': 39_300,
      ':next': 'deposit_paid',
      ':seen': 'deposit_paid',
      ':apSeenState': 'active',
      ':apSeenChanged': '2031-02-03T04:05:06.000Z',
      ':apI2state': 'paid',
    });
  });

  it('writes a piece alone, and leaves out what it does not use: DynamoDB refuses an unused placeholder', () => {
    const plan = emptyPart();
    plan.set.push('#apPlan = :apPlan');
    plan.conditions.push('attribute_not_exists(#apPlan)');
    plan.values[':apPlan'] = seenPlan;

    expect(bookingUpdate('b-2', plan, undefined).Update).toEqual({
      TableName: expect.any(String),
      Key: bookingKey('b-2'),
      UpdateExpression: 'SET #apPlan = :apPlan',
      ConditionExpression: '(attribute_not_exists(#apPlan))',
      ExpressionAttributeNames: { '#apPlan': 'autoPay' },
      ExpressionAttributeValues: { ':apPlan': seenPlan },
    });
    expect(bookingUpdate('b-3', { remove: ['#open'], names: { '#open': 'openBalancePaymentIntentId' } }).Update).not.toHaveProperty('ExpressionAttributeValues');
    expect(bookingUpdate('b-3', { remove: ['#open'], names: { '#open': 'openBalancePaymentIntentId' } }).Update?.UpdateExpression).toBe('REMOVE #open');
  });

  it('refuses two pieces that use one placeholder for different things', () => {
    const other = { set: ['#status = :other'], names: { '#status': 'state' }, values: { ':other': 'x' } };
    const sameValue = { set: ['#status = :next'], names: { '#status': 'status' }, values: { ':next': 'overdue' } };

    expect(() => bookingUpdate('b-4', payment, other)).toThrow('#status');
    expect(() => bookingUpdate('b-4', payment, sameValue)).toThrow(':next');
  });
});
