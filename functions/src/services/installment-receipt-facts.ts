import { type Cents, cents } from '@sunward/shared/money';
import { nextCharge, nextChargeDate } from '@sunward/shared/rules/installment-charges';
import { chargeAmount } from '@sunward/shared/rules/installment-plan';
import type { MailFacts } from '../mail/outgoing-mail';
import type { BookingRecord } from '../store/booking-repository';
import { planOf } from '../store/installment-charge-repository';
import type { PaymentRecord } from '../store/payment-repository';
import { balanceReceiptFacts } from './booking-mail-facts';

/*
 * The receipt of an automatic payment (decision 047), apart from the installment mails that carry
 * a sealed pay link: every function that records payments builds receipts, and only the charge job
 * may seal for the mail worker.
 */

/**
 * The receipt of an automatic payment, from the booking's totals as the payment's write leaves
 * them: the payment, the balance left, and the plan's next charge after this installment.
 */
export function installmentReceiptFacts(
  booking: BookingRecord,
  installmentNumber: number,
  payment: Pick<PaymentRecord, 'amountCents' | 'paidAt'>,
  overpaidCents: Cents,
  siteUrl: string,
): MailFacts<'installmentReceipt'> {
  const plan = planOf(booking);
  const rest = plan ? { ...plan, installments: plan.installments.filter((installment) => installment.number !== installmentNumber) } : undefined;
  const next = rest ? nextCharge(rest) : undefined;
  const nextDate = next ? nextChargeDate(next.installment) : undefined;
  const nextCents = next ? chargeAmount({ ...next.installment, amountCents: cents(next.installment.amountCents) }, booking.balanceDueCents) : undefined;
  return {
    ...balanceReceiptFacts(booking, payment, overpaidCents, siteUrl),
    ...(plan?.card ? { cardBrand: plan.card.brand, cardLast4: plan.card.last4 } : {}),
    installmentNumber,
    installmentCount: plan?.installments.length ?? installmentNumber,
    ...(nextDate && nextCents ? { nextChargeDate: nextDate, nextChargeCents: nextCents } : {}),
  };
}
