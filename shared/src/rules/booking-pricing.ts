import { type Cents, cents, multiplyCents } from '../money';

/** Travellers on one booking (spec §5 and §9). */
export const MIN_TRAVELERS = 1;
export const MAX_TRAVELERS = 10;

/** The deposit is $300 per traveller (spec §9). */
export const DEPOSIT_PER_TRAVELER_CENTS = cents(30000);

/** The balance after the deposit may be paid in at most this many monthly payments (spec §9; `installment-plan.ts`). */
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
