/**
 * The id of a departure the operator adds (decision 017): its first departure date, as the
 * catalogue's departures are named (decision 016), or, when the trip already has a departure of
 * that id, the date and the lowest free number from 2 (`2027-07-08-2`). The id never changes
 * afterwards, even when the date moves.
 */
export function newDepartureId(departureDate: string, takenIds: Iterable<string>): string {
  const taken = new Set(takenIds);
  if (!taken.has(departureDate)) return departureDate;
  for (let suffix = 2; ; suffix++) {
    const id = `${departureDate}-${suffix}`;
    if (!taken.has(id)) return id;
  }
}
