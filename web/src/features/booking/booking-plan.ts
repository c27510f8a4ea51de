import { agencyDate } from '@sunward/shared/rules/agency-calendar';
import { bookingBalanceDueDate } from '@sunward/shared/rules/balance-due';
import { type BookingPrice, priceBooking } from '@sunward/shared/rules/booking-pricing';
import { type Cents, formatUsd } from '@sunward/shared/money';
import { type Installment, planInstallments } from '@sunward/shared/rules/installment-plan';

/** The booking's price for `travelers`, or null while the field holds no count the form accepts. */
export function bookingPrice(pricePerPersonCents: Cents, travelers: number | null): BookingPrice | null {
  return travelers === null ? null : priceBooking(pricePerPersonCents, travelers);
}

/**
 * The monthly plan a booking made at `now` would get if its traveller opted in: the balance after
 * the deposit, from the agency's day of `now` to the booking's own balance due date (a late
 * booking's three days leave room for none). The server makes the plan with the same rule on the
 * day it records the deposit, so the form, the price summary and the stored plan agree.
 */
export function bookingInstallments(
  price: Pick<BookingPrice, 'remainingCents'> | null,
  departure: { departureDate: string; balanceDueDate: string },
  now: Date,
): Installment[] {
  if (price === null) return [];
  return planInstallments({
    balanceCents: price.remainingCents,
    startDate: agencyDate(now),
    balanceDueDate: bookingBalanceDueDate(departure, now),
  });
}

/** "6 monthly payments of $393", "4 monthly payments of $499.50 (the last $499.52)", "one payment of $120". */
export function paymentsInWords(installments: readonly Installment[]): string {
  const first = installments[0];
  const last = installments.at(-1);
  if (!first || !last) return 'no payments';
  if (installments.length === 1) return `one payment of ${formatUsd(first.amountCents)}`;
  const line = `${installments.length} monthly payments of ${formatUsd(first.amountCents)}`;
  return last.amountCents === first.amountCents ? line : `${line} (the last ${formatUsd(last.amountCents)})`;
}

/**
 * The price summary's line for a plan of two payments or more: "or 6 monthly payments of $393",
 * naming the last when the cents left over make it differ; null for a shorter plan.
 */
export function monthlyPaymentsLine(installments: readonly Installment[]): string | null {
  return installments.length < 2 ? null : `or ${paymentsInWords(installments)}`;
}
