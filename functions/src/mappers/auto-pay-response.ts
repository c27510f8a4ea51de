import { cents } from '@sunward/shared/money';
import { chargeAmount, firstInstallmentAfterCardExpiry } from '@sunward/shared/rules/installment-plan';
import type { AutoPay } from '@sunward/shared/schemas/auto-pay';
import { type AutoPayRecord, isToCharge, type StoredInstallment } from '../store/auto-pay-record';

/** The day an installment is charged next: its own, or its retry's; none when it waits for the traveller or is done. */
function nextChargeDate(installment: StoredInstallment): string | undefined {
  if (installment.state === 'scheduled') return installment.date;
  if (installment.state === 'retrying') return installment.nextAttemptDate;
  return undefined;
}

/**
 * A booking's plan as the API answers it (decision 047): amounts in cents, the card without its
 * Stripe ids, whether the card expires before an installment still to charge, and the next charge
 * (the installment, or the balance then due when less) while the plan charges.
 */
export function toAutoPayResponse(plan: AutoPayRecord, balanceDueCents: number): AutoPay {
  const charging = plan.state === 'active' || plan.state === 'needs-traveller';
  const next = charging
    ? plan.installments
        .map((installment) => ({ installment, date: nextChargeDate(installment) }))
        .filter((candidate): candidate is { installment: StoredInstallment; date: string } => candidate.date !== undefined)
        .sort((a, b) => a.date.localeCompare(b.date))[0]
    : undefined;
  return {
    state: plan.state,
    consentVersion: plan.consentVersion,
    consentedAt: plan.consentedAt,
    card: plan.paymentMethodId === null ? null : plan.card,
    cardExpiresBeforeLastCharge: plan.card !== null && firstInstallmentAfterCardExpiry(plan.card, plan.installments.filter(isToCharge)) !== undefined,
    installments: plan.installments.map((installment) => ({
      number: installment.number,
      date: installment.date,
      amount: installment.amountCents,
      state: installment.state,
      attempts: installment.attempts,
      ...(installment.state === 'retrying' && installment.nextAttemptDate ? { nextAttemptDate: installment.nextAttemptDate } : {}),
      ...(installment.paidCents === undefined ? {} : { paid: installment.paidCents }),
      ...(installment.failure ? { failureMessage: installment.failure.message } : {}),
    })),
    nextCharge: next
      ? { date: next.date, amount: chargeAmount({ number: next.installment.number, date: next.date, amountCents: cents(next.installment.amountCents) }, cents(Math.max(0, balanceDueCents))) }
      : null,
  };
}
