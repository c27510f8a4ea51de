import { cents } from '@sunward/shared/money';
import { cardExpiryNotice } from '@sunward/shared/rules/installment-charges';
import { type Installment, installmentChargeTime, installmentNoticeTime, installmentsForBalance } from '@sunward/shared/rules/installment-plan';
import {
  AUTO_PAY_START,
  type AutoPayEnd,
  type AutoPayRecord,
  autoPayWorkKinds,
  CARD_EXPIRY_NOTICE,
  INSTALLMENT_CHARGE,
  INSTALLMENT_NOTICE,
  isRunning,
  isToCharge,
  type StoredInstallment,
} from './auto-pay-record';
import { type BookingRecord, findBooking } from './booking-repository';
import { type TransactItem, transactIf } from './conditional-write';
import { type AutoPayWrites, bookingUpdate, emptyPart, planAsRead, removeInstallmentField, setInstallment } from './auto-pay-update';
import { mailPut, type QueuedMail } from './outbox-repository';
import { timedWorkDelete, timedWorkPut } from './timed-work-repository';
import { type RetryPolicy, retryTransaction } from './transaction-retry';

/**
 * Automatic installments on the booking item (decision 047). A plan changes with the booking's
 * own writes: the deposit starts it, a balance payment shrinks it, a cancel, a release, a refund of
 * the deposit or a dispute stops it, each in the same transaction. A transaction may touch the
 * booking item once, so the plan's part of such a write is a piece of the booking's update
 * (`auto-pay-update.ts`).
 */

/** The card-expiry item of a plan (`cardExpiryNotice`): put before the first charge its card would fail, else deleted. */
function cardExpiryWork(bookingId: string, plan: AutoPayRecord): TransactItem {
  const notice = cardExpiryNotice(plan);
  return notice ? timedWorkPut(CARD_EXPIRY_NOTICE, bookingId, notice.at) : timedWorkDelete(CARD_EXPIRY_NOTICE, bookingId);
}

/** What starts a plan: the card saved on the traveller's Stripe customer, and the consent given. */
export interface PlanStart {
  customerId: string;
  paymentMethodId: string;
  card: AutoPayRecord['card'];
  consentVersion: string;
  /** The SetupIntent it came from; absent when the card was saved with the deposit. */
  setupIntentId?: string;
}

/** A new plan of `installments`, agreed to at `now`. */
export function newPlan(start: PlanStart, installments: readonly Installment[], now: Date): AutoPayRecord {
  const at = now.toISOString();
  return {
    state: 'active',
    consentVersion: start.consentVersion,
    consentedAt: at,
    customerId: start.customerId,
    paymentMethodId: start.paymentMethodId,
    card: start.card,
    installments: installments.map((installment) => ({
      number: installment.number,
      date: installment.date,
      amountCents: installment.amountCents,
      state: 'scheduled',
      attempts: 0,
    })),
    failuresInRow: 0,
    ...(start.setupIntentId ? { setupIntentId: start.setupIntentId } : {}),
    changedAt: at,
  };
}

/** The first installment's notice and charge (the kinds move them on from there), the card's reminder, the start's fallback gone. */
function planWork(bookingId: string, plan: AutoPayRecord): TransactItem[] {
  const first = plan.installments[0];
  if (!first) return [];
  return [
    timedWorkPut(INSTALLMENT_NOTICE, bookingId, installmentNoticeTime(first.date)),
    timedWorkPut(INSTALLMENT_CHARGE, bookingId, installmentChargeTime(first.date)),
    cardExpiryWork(bookingId, plan),
    timedWorkDelete(AUTO_PAY_START, bookingId),
  ];
}

/**
 * A plan started in the deposit's own transaction (the box on the booking form): the plan put only
 * if the booking has none, its timed work and the consent mail.
 */
export function planWithDepositWrites(bookingId: string, plan: AutoPayRecord, mail: QueuedMail, now: Date): AutoPayWrites {
  const part = emptyPart();
  part.set.push('#apPlan = :apPlan');
  part.conditions.push('attribute_not_exists(#apPlan)');
  part.values[':apPlan'] = plan;
  return { booking: part, items: [...planWork(bookingId, plan), mailPut(mail, now)] };
}

/**
 * The fallback when the deposit's transaction could not start the plan (the card was not known):
 * an `auto-pay-start` item, due shortly, that starts it unless the call right after does first.
 */
export function planStartLaterWrites(bookingId: string, at: Date): AutoPayWrites {
  return { items: [timedWorkPut(AUTO_PAY_START, bookingId, at)] };
}

/** Deletes the fallback item of a plan that cannot start (no installment fits any more). */
export async function dropPlanStart(bookingId: string): Promise<void> {
  await transactIf([timedWorkDelete(AUTO_PAY_START, bookingId)]);
}

/**
 * Starts a plan on a booking with its deposit in, in one transaction: the plan (replacing one that
 * was switched off or suspended, as read), its timed work and the consent mail, only while the
 * booking is `deposit_paid` with the balance the plan was made for. Answers whether it was written.
 */
export async function startPlan(booking: BookingRecord, plan: AutoPayRecord, mail: QueuedMail, now: Date): Promise<boolean> {
  const part = emptyPart();
  part.set.push('#apPlan = :apPlan');
  part.names['#apStatus'] = 'status';
  part.names['#apBalance'] = 'balanceDueCents';
  part.conditions.push('#apStatus = :apDepositPaid', '#apBalance = :apSeenBalance');
  part.values[':apPlan'] = plan;
  part.values[':apDepositPaid'] = 'deposit_paid' satisfies BookingRecord['status'];
  part.values[':apSeenBalance'] = booking.balanceDueCents;
  if (booking.autoPay) planAsRead(part, booking.autoPay);
  else part.conditions.push('attribute_not_exists(#apPlan)');
  return transactIf([bookingUpdate(booking.id, part), ...planWork(booking.id, plan), mailPut(mail, now)]);
}

/** A new card for a running plan, from a SetupIntent the traveller confirmed. */
export interface CardChange {
  paymentMethodId: string;
  card: NonNullable<AutoPayRecord['card']>;
  setupIntentId: string;
}

/**
 * Swaps the card of a running plan, only while the plan is as read; the card's reminder follows
 * the new card. Answers whether it was written.
 */
export async function swapCard(booking: BookingRecord, change: CardChange, now: Date): Promise<boolean> {
  const plan = booking.autoPay;
  if (!plan || !isRunning(plan)) return false;
  const part = emptyPart();
  planAsRead(part, plan);
  part.names['#apMethod'] = 'paymentMethodId';
  part.names['#apCard'] = 'card';
  part.names['#apSetup'] = 'setupIntentId';
  part.set.push('#apPlan.#apMethod = :apMethod', '#apPlan.#apCard = :apCard', '#apPlan.#apSetup = :apSetup', '#apPlan.#apChanged = :apNow');
  part.values[':apMethod'] = change.paymentMethodId;
  part.values[':apCard'] = change.card;
  part.values[':apSetup'] = change.setupIntentId;
  part.values[':apNow'] = now.toISOString();
  const changed: AutoPayRecord = { ...plan, paymentMethodId: change.paymentMethodId, card: change.card };
  return transactIf([bookingUpdate(booking.id, part), cardExpiryWork(booking.id, changed)]);
}

/**
 * The card of a running plan as the card networks renewed it (Stripe's card updater): its brand,
 * last 4 and expiry, only while the plan is as read and still charges that payment method; its
 * reminder follows the new expiry. Answers whether it was written.
 */
export async function refreshCard(booking: BookingRecord, paymentMethodId: string, card: NonNullable<AutoPayRecord['card']>, now: Date): Promise<boolean> {
  const plan = booking.autoPay;
  if (!plan || !isRunning(plan) || plan.paymentMethodId !== paymentMethodId) return false;
  const part = emptyPart();
  planAsRead(part, plan);
  part.names['#apMethod'] = 'paymentMethodId';
  part.names['#apCard'] = 'card';
  part.conditions.push('#apPlan.#apMethod = :apMethod');
  part.set.push('#apPlan.#apCard = :apCard', '#apPlan.#apChanged = :apNow');
  part.values[':apMethod'] = paymentMethodId;
  part.values[':apCard'] = card;
  part.values[':apNow'] = now.toISOString();
  return transactIf([bookingUpdate(booking.id, part), cardExpiryWork(booking.id, { ...plan, card })]);
}

/**
 * A plan's stop, for the transaction of what stops it: the plan `off` with why, its installments
 * still to charge `cancelled`, only while it is as read; its timed work deleted. Nothing for a
 * booking whose plan is not running, save the start's fallback of one that asked for a plan.
 */
export function autoPayStopWrites(booking: BookingRecord, because: AutoPayEnd, now: Date): AutoPayWrites | undefined {
  const plan = booking.autoPay;
  if (!isRunning(plan) || !plan) {
    return booking.autoPayRequested ? { items: [timedWorkDelete(AUTO_PAY_START, booking.id)] } : undefined;
  }
  const part = emptyPart();
  planAsRead(part, plan);
  part.names['#apEnded'] = 'endedBecause';
  part.set.push('#apPlan.#apState = :apOff', '#apPlan.#apEnded = :apBecause', '#apPlan.#apChanged = :apNow');
  part.values[':apOff'] = 'off' satisfies AutoPayRecord['state'];
  part.values[':apBecause'] = because;
  part.values[':apNow'] = now.toISOString();
  plan.installments.forEach((installment, index) => {
    if (!isToCharge(installment)) return;
    setInstallment(part, index, 'state', 'cancelled');
    if (installment.nextAttemptDate !== undefined) removeInstallmentField(part, index, 'nextAttemptDate');
  });
  return { booking: part, items: autoPayWorkKinds.map((kind) => timedWorkDelete(kind, booking.id)) };
}

/** The booking as `autoPayStopWrites` leaves it, for the answer of the write that stopped its plan. */
export function withPlanStopped(booking: BookingRecord, because: AutoPayEnd, now: Date): BookingRecord {
  const plan = booking.autoPay;
  if (!plan || !isRunning(plan)) return booking;
  const installments = plan.installments.map((installment): StoredInstallment => {
    if (!isToCharge(installment)) return installment;
    const { nextAttemptDate: _dropped, ...rest } = installment;
    return { ...rest, state: 'cancelled' };
  });
  return { ...booking, autoPay: { ...plan, state: 'off', endedBecause: because, changedAt: now.toISOString(), installments } };
}

/**
 * Switches a running plan off by the traveller's or the operator's hand, in one transaction: the
 * stop, the card forgotten (the caller detaches it at Stripe after) and the confirmation mail.
 * Answers whether it was written.
 */
export async function switchOffPlan(booking: BookingRecord, because: AutoPayEnd, mail: QueuedMail, now: Date): Promise<boolean> {
  const stop = autoPayStopWrites(booking, because, now);
  if (!stop?.booking) return false;
  stop.booking.names['#apMethod'] = 'paymentMethodId';
  stop.booking.set.push('#apPlan.#apMethod = :apNoMethod');
  stop.booking.values[':apNoMethod'] = null;
  return transactIf([bookingUpdate(booking.id, stop.booking), ...stop.items, mailPut(mail, now)]);
}

/** A plan stopped by a change that has no write of its own on the booking (a dispute): a few attempts against racing charges. */
const stopRace: RetryPolicy = { maxAttempts: 5, backoffMs: (attempt) => Math.random() * 50 * attempt };

/** Stops a booking's running plan on its own write. Answers whether this call stopped it. */
export async function stopPlan(bookingId: string, because: AutoPayEnd, now: Date): Promise<boolean> {
  return retryTransaction<boolean>(stopRace, async () => {
    const booking = await findBooking(bookingId);
    const stop = booking ? autoPayStopWrites(booking, because, now) : undefined;
    if (!booking || !stop?.booking) return { answer: false };
    return { write: [bookingUpdate(bookingId, stop.booking), ...stop.items], written: () => true };
  });
}

/** What a balance payment tells the plan: the PaymentIntent and what it paid, and which installment when it was one. */
export interface PlanPayment {
  paymentIntentId: string;
  amountCents: number;
  /** The installment it paid, when the payment says so (its PaymentIntent's metadata). */
  installmentNumber?: number;
}

/**
 * What a balance payment does to a running plan, for the payment's own transaction: the
 * installment it paid (named, or charged with this PaymentIntent) is `paid`, and the installments
 * still to charge shrink from the last to what is left of the balance (`installmentsForBalance`):
 * those no longer needed are `skipped`, the last kept cut to what is left. A balance of 0 completes
 * the plan. Only while the plan is as read.
 */
export function autoPayPaymentWrites(booking: BookingRecord, payment: PlanPayment, balanceAfterCents: number, now: Date): AutoPayWrites | undefined {
  const plan = booking.autoPay;
  if (!plan || !isRunning(plan)) return undefined;
  const part = emptyPart();
  planAsRead(part, plan);
  const paidIndex = plan.installments.findIndex((installment) =>
    payment.installmentNumber !== undefined ? installment.number === payment.installmentNumber : installment.paymentIntentId === payment.paymentIntentId,
  );
  const paid = paidIndex >= 0 ? plan.installments[paidIndex] : undefined;
  if (paid && paid.state !== 'paid') {
    setInstallment(part, paidIndex, 'state', 'paid');
    setInstallment(part, paidIndex, 'paidCents', payment.amountCents);
    setInstallment(part, paidIndex, 'paymentIntentId', payment.paymentIntentId);
    // A charge that went through is one more attempt; an authenticated one confirms the attempt already counted.
    if (payment.installmentNumber !== undefined && paid.state !== 'needs-authentication') setInstallment(part, paidIndex, 'attempts', paid.attempts + 1);
    if (paid.nextAttemptDate !== undefined) removeInstallmentField(part, paidIndex, 'nextAttemptDate');
    part.names['#apFailures'] = 'failuresInRow';
    part.set.push('#apPlan.#apFailures = :apNoFailures');
    part.values[':apNoFailures'] = 0;
  }
  const toCharge = plan.installments.map((installment, index) => ({ installment, index })).filter(({ installment, index }) => index !== paidIndex && isToCharge(installment));
  const kept = installmentsForBalance(
    toCharge.map(({ installment }) => ({ number: installment.number, date: installment.date, amountCents: cents(installment.amountCents) })),
    cents(Math.max(0, balanceAfterCents)),
  );
  toCharge.forEach(({ installment, index }, position) => {
    const keep = kept[position];
    if (!keep) {
      setInstallment(part, index, 'state', 'skipped');
      if (installment.nextAttemptDate !== undefined) removeInstallmentField(part, index, 'nextAttemptDate');
    } else if (keep.amountCents !== installment.amountCents) {
      setInstallment(part, index, 'amountCents', keep.amountCents);
    }
  });
  const stillNeedsTraveller = toCharge.some(({ installment }, position) => kept[position] !== undefined && installment.state === 'needs-authentication');
  let state = plan.state;
  if (balanceAfterCents <= 0) state = 'completed';
  else if (plan.state === 'needs-traveller' && paid?.state === 'needs-authentication' && !stillNeedsTraveller) state = 'active';
  if (state !== plan.state) {
    part.set.push('#apPlan.#apState = :apNext', '#apPlan.#apChanged = :apNow');
    part.values[':apNext'] = state;
    part.values[':apNow'] = now.toISOString();
  }
  if (part.set.length === 0 && part.remove.length === 0) return undefined;
  return { booking: part, items: [] };
}
