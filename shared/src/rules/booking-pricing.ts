import { type Cents, cents, multiplyCents } from '../money';

/** Travellers on one booking (spec §5 and §9). */
export const MIN_TRAVELERS = 1;
export const MAX_TRAVELERS = 10;

/** The deposit is $300 per traveller (spec §9). */
export const DEPOSIT_PER_TRAVELER_CENTS = cents(30000);

/** The balance after the deposit may be paid in this many monthly payments (spec §9). */
export const INSTALLMENT_COUNT = 6;

export interface BookingPrice {
  /** Price per person times travellers. */
  totalCents: Cents;
  /** Due now to hold the seats: $300 per traveller, never more than the total. */
  depositCents: Cents;
  /** What is left after the deposit. */
  remainingCents: Cents;
}

/** The price of a booking, from the package's own price per person; nothing a client sends. */
export function priceBooking(pricePerPersonCents: Cents, travelers: number): BookingPrice {
  if (!Number.isSafeInteger(travelers) || travelers < MIN_TRAVELERS || travelers > MAX_TRAVELERS) {
    throw new RangeError(`Travelers must be ${MIN_TRAVELERS} to ${MAX_TRAVELERS}, got ${travelers}`);
  }
  if (pricePerPersonCents < 0) throw new RangeError(`A price cannot be negative, got ${pricePerPersonCents}`);
  const totalCents = multiplyCents(pricePerPersonCents, travelers);
  const depositCents = cents(Math.min(multiplyCents(DEPOSIT_PER_TRAVELER_CENTS, travelers), totalCents));
  return { totalCents, depositCents, remainingCents: cents(totalCents - depositCents) };
}

export interface InstallmentPlan {
  /** The monthly amount shown to the traveller: the balance over the months, rounded up to the cent. */
  monthlyCents: Cents;
  /** Each payment in order; they add up to the balance exactly, the last one may be smaller. */
  payments: Cents[];
}

/**
 * The remaining balance in `count` monthly payments (six unless fewer months are left before the
 * balance is due). The monthly amount is rounded up to the cent so that the payments cover the
 * balance; the last payment takes what is left, so nothing is overpaid. A balance too small for
 * every payment gets fewer; no balance gets none.
 */
export function installmentPlan(remainingCents: Cents, count: number = INSTALLMENT_COUNT): InstallmentPlan {
  if (remainingCents < 0) throw new RangeError(`A balance cannot be negative, got ${remainingCents}`);
  if (!Number.isSafeInteger(count) || count < 1 || count > INSTALLMENT_COUNT) {
    throw new RangeError(`Monthly payments must be 1 to ${INSTALLMENT_COUNT}, got ${count}`);
  }
  const monthlyCents = cents(Math.ceil(remainingCents / count));
  const payments: Cents[] = [];
  let left = remainingCents as number;
  while (left > 0 && payments.length < count) {
    const payment = Math.min(monthlyCents, left);
    payments.push(cents(payment));
    left -= payment;
  }
  return { monthlyCents, payments };
}

/**
 * How many monthly payments fit between today (the UTC date of `now`) and the balance due date
 * (`YYYY-MM-DD`): one a month from today, the last on or before the due date, at most six. A
 * departure whose balance falls due within a month leaves no room for a plan (0).
 */
export function monthlyPaymentsBefore(balanceDueDate: string, now: Date): number {
  const [dueYear, dueMonth, dueDay] = balanceDueDate.split('-').map(Number) as [number, number, number];
  const today = now.toISOString().slice(0, 10);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const wholeMonths = (dueYear - year) * 12 + (dueMonth - month) - (dueDay < day ? 1 : 0);
  return Math.max(0, Math.min(INSTALLMENT_COUNT, wholeMonths));
}
