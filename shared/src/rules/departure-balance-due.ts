/** Days before departure by which the balance is due, unless the operator sets another date. */
export const BALANCE_DUE_DAYS_BEFORE_DEPARTURE = 45;

const DAY_MS = 86_400_000;

/** The default balance due date of a departure, `YYYY-MM-DD`, counted in UTC calendar days. */
export function defaultBalanceDueDate(departureDate: string): string {
  const departure = Date.parse(`${departureDate}T00:00:00.000Z`);
  if (Number.isNaN(departure)) throw new RangeError(`Not a calendar date: ${departureDate}`);
  return new Date(departure - BALANCE_DUE_DAYS_BEFORE_DEPARTURE * DAY_MS).toISOString().slice(0, 10);
}

/** A departure's balance due date: the operator's when set, else the default. */
export function balanceDueDateOf(departure: { departureDate: string; balanceDueDate?: string | null | undefined }): string {
  return departure.balanceDueDate ?? defaultBalanceDueDate(departure.departureDate);
}
