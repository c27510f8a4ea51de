import { addDays } from './agency-calendar';
import type { PaymentIntentFacts } from './deposit-payment';
import { type ChargeFailure, installmentAfterFailure } from './installment-failures';
import { CARD_EXPIRY_NOTICE_DAYS, cardValidOn, FAILURES_TO_SUSPEND, installmentChargeTime, installmentNoticeTime } from './installment-plan';

/**
 * How a plan of automatic installments moves as its charges succeed or fail (decision 047): pure
 * functions of the plan as stored on the booking, so the charge job, Stripe's webhook and the pay
 * link's authentication all reach the same state from the same facts.
 */

export type PlanInstallmentState = 'scheduled' | 'paid' | 'retrying' | 'needs-authentication' | 'failed' | 'skipped' | 'cancelled';
export type PlanState = 'active' | 'needs-traveller' | 'suspended' | 'completed' | 'off';

/** What these rules read and write of a stored installment; the record keeps the rest as it is. */
export interface PlanInstallment {
  number: number;
  date: string;
  amountCents: number;
  state: PlanInstallmentState;
  attempts: number;
  nextAttemptDate?: string | undefined;
  paymentIntentId?: string | undefined;
  paidCents?: number | undefined;
  failure?: { code: string; declineCode?: string | undefined; adviceCode?: string | undefined; message: string; at: string } | undefined;
}

export interface Plan<I extends PlanInstallment = PlanInstallment> {
  state: PlanState;
  installments: readonly I[];
  failuresInRow: number;
  endedBecause?: string | undefined;
  changedAt: string;
  card?: { expMonth: number; expYear: number } | null | undefined;
}

/** Why a plan stops after too many refused charges. */
export const SUSPENDED_FOR_FAILURES = 'failures';

/** A plan whose charges still run: active, or waiting for the traveller to authenticate one. */
export function isPlanCharging(plan: Pick<Plan, 'state'> | null | undefined): boolean {
  return plan?.state === 'active' || plan?.state === 'needs-traveller';
}

/** The day an installment is next charged on, or undefined when it is not to be charged (paid, failed, waiting for the traveller…). */
export function nextChargeDate(installment: PlanInstallment): string | undefined {
  if (installment.state === 'scheduled') return installment.date;
  if (installment.state === 'retrying') return installment.nextAttemptDate;
  return undefined;
}

/** The installment whose charge is due at `now` (the earliest one), or undefined. */
export function installmentDueForCharge<I extends PlanInstallment>(plan: Plan<I>, now: Date): I | undefined {
  if (!isPlanCharging(plan)) return undefined;
  return chargesInOrder(plan).find(({ at }) => at.getTime() <= now.getTime())?.installment;
}

function chargesInOrder<I extends PlanInstallment>(plan: Plan<I>): { installment: I; at: Date }[] {
  return plan.installments
    .flatMap((installment) => {
      const date = nextChargeDate(installment);
      return date ? [{ installment, at: installmentChargeTime(date) }] : [];
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** When the plan's next charge is due, or undefined when nothing is left to charge. */
export function nextChargeAt(plan: Plan): Date | undefined {
  if (!isPlanCharging(plan)) return undefined;
  return chargesInOrder(plan)[0]?.at;
}

/** The next charge the plan will make: its installment and when, for the operator's list and the notices. */
export function nextCharge<I extends PlanInstallment>(plan: Plan<I>): { installment: I; at: Date } | undefined {
  if (!isPlanCharging(plan)) return undefined;
  return chargesInOrder(plan)[0];
}

/**
 * The installment whose notice is due at `now`: the first one still scheduled whose charge is
 * ahead and whose notice time has come, unless it was notified already (`notified`, its number).
 * After downtime only the next charge's notice goes, never one for a charge already made.
 */
export function installmentToNotify<I extends PlanInstallment>(plan: Plan<I>, now: Date, notified: number | undefined): I | undefined {
  if (!isPlanCharging(plan)) return undefined;
  const next = plan.installments.find((installment) => installment.state === 'scheduled' && installmentChargeTime(installment.date).getTime() > now.getTime());
  if (!next || next.number === notified) return undefined;
  return installmentNoticeTime(next.date).getTime() <= now.getTime() ? next : undefined;
}

/** When the next notice is due after `now`, for an installment not yet notified; undefined when none is left. */
export function nextNoticeAt(plan: Plan, now: Date, notified: number | undefined): Date | undefined {
  if (!isPlanCharging(plan)) return undefined;
  const next = plan.installments.find(
    (installment) => installment.state === 'scheduled' && installment.number !== notified && installmentChargeTime(installment.date).getTime() > now.getTime(),
  );
  if (!next) return undefined;
  const at = installmentNoticeTime(next.date);
  return at.getTime() > now.getTime() ? at : now;
}

/** The installment that waits for the traveller to authenticate its charge, if any. */
export function installmentNeedingAuthentication<I extends PlanInstallment>(plan: Plan<I> | null | undefined): I | undefined {
  return plan?.installments.find((installment) => installment.state === 'needs-authentication');
}

/**
 * The plan after one of its charges was refused: the installment waits for authentication, is
 * retried, or has failed. An installment that ends unpaid (failed, or waiting for authentication)
 * counts one more failure in a row; `FAILURES_TO_SUSPEND` of them suspend the plan. Its amount is
 * never moved onto a later installment: it stays in the balance, due by the balance due date.
 */
export function planAfterFailure<I extends PlanInstallment, P extends Plan<I>>(
  plan: P,
  input: { number: number; attempts: number; paymentIntentId?: string | undefined; failure: ChargeFailure; balanceDueDate: string; at: Date },
): P {
  const { number, attempts, failure, at } = input;
  const installment = plan.installments.find((candidate) => candidate.number === number);
  if (!installment) return plan;
  const after = installmentAfterFailure({ date: installment.date, attempts, balanceDueDate: input.balanceDueDate, failure });
  const changed: I = {
    ...installment,
    state: after.state,
    attempts,
    nextAttemptDate: after.state === 'retrying' ? after.nextAttemptDate : undefined,
    ...(input.paymentIntentId ? { paymentIntentId: input.paymentIntentId } : {}),
    failure: {
      code: failure.code,
      ...(failure.declineCode ? { declineCode: failure.declineCode } : {}),
      ...(failure.adviceCode ? { adviceCode: failure.adviceCode } : {}),
      message: failure.message,
      at: at.toISOString(),
    },
  };
  if (changed.nextAttemptDate === undefined) delete changed.nextAttemptDate;
  const installments = plan.installments.map((candidate) => (candidate.number === number ? changed : candidate));
  const endedUnpaid = after.state !== 'retrying';
  const failuresInRow = plan.failuresInRow + (endedUnpaid ? 1 : 0);
  const suspended = endedUnpaid && failuresInRow >= FAILURES_TO_SUSPEND;
  const state: PlanState = suspended ? 'suspended' : installments.some((each) => each.state === 'needs-authentication') ? 'needs-traveller' : plan.state;
  return {
    ...plan,
    installments,
    failuresInRow,
    state,
    ...(suspended ? { endedBecause: SUSPENDED_FOR_FAILURES } : {}),
    changedAt: at.toISOString(),
  };
}

/**
 * The installment a card would fail for having expired, among those still to charge, and when its
 * reminder is due (`CARD_EXPIRY_NOTICE_DAYS` before its charge); undefined when the card lasts.
 */
export function cardExpiryNotice<I extends PlanInstallment>(plan: Plan<I>): { installment: I; chargeDate: string; at: Date } | undefined {
  if (!isPlanCharging(plan) || !plan.card) return undefined;
  const { card } = plan;
  const charge = plan.installments
    .flatMap((installment) => {
      const date = nextChargeDate(installment);
      return date && !cardValidOn(card, date) ? [{ installment, date }] : [];
    })
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  if (!charge) return undefined;
  return { installment: charge.installment, chargeDate: charge.date, at: installmentChargeTime(addDays(charge.date, -CARD_EXPIRY_NOTICE_DAYS)) };
}

/** The metadata of an installment's PaymentIntent: the booking, the purpose, which installment and which attempt. */
export function installmentMetadata(bookingId: string, installmentNumber: number, attempt: number): Record<string, string> {
  return { bookingId, purpose: 'installment', installment: String(installmentNumber), attempt: String(attempt) };
}

/** The idempotency key of one attempt at one installment: a retried call answers the same PaymentIntent, a new attempt makes a new one. */
export function installmentIdempotencyKey(bookingId: string, installmentNumber: number, attempt: number): string {
  return `installment-${bookingId}-${installmentNumber}-${attempt}`;
}

/**
 * The installment a succeeded PaymentIntent paid for this booking, or undefined when it is not an
 * automatic installment of it that succeeded in full, in dollars. Whether it still fits the
 * balance is the recorder's business: money already taken is never refused.
 */
export function installmentPaidBy(intent: PaymentIntentFacts, booking: { id: string }): number | undefined {
  const number = Number(intent.metadata.installment);
  const matches =
    intent.status === 'succeeded' &&
    intent.metadata.bookingId === booking.id &&
    intent.metadata.purpose === 'installment' &&
    Number.isSafeInteger(number) &&
    number > 0 &&
    intent.currency === 'usd' &&
    intent.amount > 0 &&
    intent.amountReceived === intent.amount;
  return matches ? number : undefined;
}
