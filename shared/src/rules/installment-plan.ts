import { type Cents, cents } from '../money';
import { addDays, agencyInstant, daysBetween } from './agency-calendar';
import { INSTALLMENT_COUNT } from './booking-pricing';

/**
 * Automatic installments (decision 047): the balance after the deposit in monthly card payments
 * the site charges itself, once the traveller has agreed to the plan these rules make.
 */

/** The last installment falls at least this many days before the balance due date, so that its retries still fit. */
export const LAST_INSTALLMENT_DAYS_BEFORE_DUE = 10;

/** The notice mail goes this many days before each charge. */
export const INSTALLMENT_NOTICE_DAYS = 3;

/** Charges, notices and retries happen at this hour of the agency's day (New York), like the reminders. */
export const INSTALLMENT_HOUR = 9;

/** A charge refused for a reason that may pass (insufficient funds, "try again later") is tried again this many days after the installment's date. */
export const INSTALLMENT_RETRY_DAYS = [2, 4] as const;

/** This many installments failed in a row suspend the plan. */
export const FAILURES_TO_SUSPEND = 2;

/** A card that expires before the last charge is reminded this many days before the charge it would fail. */
export const CARD_EXPIRY_NOTICE_DAYS = 14;

/** Stripe's smallest charge in US dollars: no installment is smaller. */
export const MIN_INSTALLMENT_CENTS = cents(50);

export interface Installment {
  /** 1 for the first. */
  number: number;
  /** The agency's calendar day it is charged (`YYYY-MM-DD`). */
  date: string;
  amountCents: Cents;
}

/** The calendar day `months` months after `date`, on the same day of the month or the month's last day when it is shorter. */
export function addMonthsClamped(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(targetYear).padStart(4, '0')}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** The last day an installment may be charged or retried on for a balance due on `balanceDueDate`. */
export function lastInstallmentDate(balanceDueDate: string): string {
  return addDays(balanceDueDate, -LAST_INSTALLMENT_DAYS_BEFORE_DUE);
}

/**
 * The plan offered to a traveller who opts in on `startDate` (the agency's day): one payment a
 * month from a month later, on the same day of the month (clamped to the month's end), the last on
 * or before `lastInstallmentDate`, at most six; never more payments than leave each at least
 * `MIN_INSTALLMENT_CENTS`. Each is the balance divided evenly in whole cents, the remainder on the
 * last. None when no payment fits or there is no balance: the traveller then pays by the due date.
 */
export function planInstallments(input: { balanceCents: Cents; startDate: string; balanceDueDate: string }): Installment[] {
  const { balanceCents, startDate, balanceDueDate } = input;
  if (!Number.isSafeInteger(balanceCents) || balanceCents < 0) throw new RangeError(`A balance must be whole cents, got ${balanceCents}`);
  const latest = lastInstallmentDate(balanceDueDate);
  const dates: string[] = [];
  for (let month = 1; month <= INSTALLMENT_COUNT; month++) {
    const date = addMonthsClamped(startDate, month);
    if (daysBetween(date, latest) < 0) break;
    dates.push(date);
  }
  const count = Math.min(dates.length, Math.floor(balanceCents / MIN_INSTALLMENT_CENTS));
  if (count === 0) return [];
  const even = Math.floor(balanceCents / count);
  return dates.slice(0, count).map((date, index) => ({
    number: index + 1,
    date,
    amountCents: cents(index === count - 1 ? balanceCents - even * (count - 1) : even),
  }));
}

/**
 * The installments still to charge once the balance is `balanceCents` (a payment made another way,
 * a refund taken off): the plan shrinks from its last installment, so the next charges keep their
 * amounts and the plan ends sooner; installments no longer needed are dropped, and the last kept
 * is cut to what is left. Never more than the balance in all.
 */
export function installmentsForBalance(scheduled: readonly Installment[], balanceCents: Cents): Installment[] {
  let left = Math.max(0, balanceCents);
  const kept: Installment[] = [];
  for (const installment of scheduled) {
    if (left <= 0) break;
    const amount = Math.min(installment.amountCents, left);
    kept.push({ ...installment, amountCents: cents(amount) });
    left -= amount;
  }
  return kept;
}

/** What one charge takes: the installment, or the balance then due when it is smaller. */
export function chargeAmount(installment: Installment, balanceCents: Cents): Cents {
  return cents(Math.max(0, Math.min(installment.amountCents, balanceCents)));
}

/** When an installment is charged: `INSTALLMENT_HOUR` in New York on its day. */
export function installmentChargeTime(date: string): Date {
  return agencyInstant(date, INSTALLMENT_HOUR);
}

/** When its notice mail goes: `INSTALLMENT_NOTICE_DAYS` days before, at the same hour. */
export function installmentNoticeTime(date: string): Date {
  return agencyInstant(addDays(date, -INSTALLMENT_NOTICE_DAYS), INSTALLMENT_HOUR);
}

/**
 * The day a refused charge is tried again after `attempts` attempts (1 after the first), or
 * undefined when no retry is left or the retry would fall after the last allowed day.
 */
export function retryDate(installmentDate: string, attempts: number, balanceDueDate: string): string | undefined {
  const after = INSTALLMENT_RETRY_DAYS[attempts - 1];
  if (after === undefined) return undefined;
  const date = addDays(installmentDate, after);
  return daysBetween(date, addDays(balanceDueDate, -1)) >= 0 ? date : undefined;
}

/** A card is good through the last day of its expiry month. */
export function cardValidOn(card: { expMonth: number; expYear: number }, date: string): boolean {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return year * 12 + month <= card.expYear * 12 + card.expMonth;
}

/** The first installment the card would fail for having expired, or undefined when it lasts the plan. */
export function firstInstallmentAfterCardExpiry<T extends { date: string }>(
  card: { expMonth: number; expYear: number },
  installments: readonly T[],
): T | undefined {
  return installments.find((installment) => !cardValidOn(card, installment.date));
}
