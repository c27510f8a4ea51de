import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { refundDueAfterRefusal } from './refund-due';

describe('refundDueAfterRefusal', () => {
  it.each<[string, { ids?: string[]; due?: number }, string, number, { ids: string[]; due: number }]>([
    ['the first refused deposit', {}, 'pi_b', 60_000, { ids: ['pi_b'], due: 60_000 }],
    ['a second one joins the first, sorted, and adds its amount', { ids: ['pi_b'], due: 60_000 }, 'pi_a', 60_000, { ids: ['pi_a', 'pi_b'], due: 120_000 }],
    ['amounts keep their cents', { ids: ['pi_a'], due: 1 }, 'pi_c', 59_999, { ids: ['pi_a', 'pi_c'], due: 60_000 }],
  ])('%s', (_name, before, paymentIntentId, amount, after) => {
    const booking = { refundDuePaymentIntentIds: before.ids, refundDueCents: before.due === undefined ? undefined : cents(before.due) };
    expect(refundDueAfterRefusal(booking, paymentIntentId, cents(amount))).toEqual({
      refundDuePaymentIntentIds: after.ids,
      refundDueCents: after.due,
    });
  });

  it("leaves the booking's own list as it was", () => {
    const ids = ['pi_b'];
    refundDueAfterRefusal({ refundDuePaymentIntentIds: ids }, 'pi_a', cents(100));
    expect(ids).toEqual(['pi_b']);
  });
});
