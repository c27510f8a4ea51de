/**
 * A trip that leaves today or has left cannot be booked: no deposit is taken for it. Today is
 * the UTC calendar date of `now`, compared with the `YYYY-MM-DD` departure date as text. A trip
 * without a departure date has open dates and never counts as departed.
 */
export function hasDeparted(departureDate: string | null, now: Date): boolean {
  if (departureDate === null) return false;
  return departureDate <= now.toISOString().slice(0, 10);
}
