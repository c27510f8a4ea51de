import type { PaymentItem } from '@sunward/shared/schemas/payment';
import type { PaymentRecord } from '../store/payment-repository';

/** A recorded payment as a booking's payment history lists it; only succeeded payments and refunds (negative, by refund id) are recorded. */
export function toPaymentItem(record: PaymentRecord): PaymentItem {
  return {
    id: record.refundId ?? record.paymentIntentId,
    amount: record.amountCents,
    paidAt: record.paidAt,
    status: 'succeeded',
    ...(record.note === undefined ? {} : { note: record.note }),
    method: record.method ?? 'card',
  };
}
