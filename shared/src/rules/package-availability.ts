/** A package is sold out when the operator flags it or when no seat is left to hold. */
export function isSoldOut(flaggedSoldOut: boolean, seatsLeft: number): boolean {
  return flaggedSoldOut || seatsLeft <= 0;
}

/** What a traveller is told when a trip has no seat left for them. */
export const SOLD_OUT_MESSAGE = 'This trip is sold out';

/** The 409 text when fewer seats are left than a booking asks for. */
export function seatsLeftMessage(seatsLeft: number): string {
  if (seatsLeft <= 0) return SOLD_OUT_MESSAGE;
  return `Only ${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left on this trip`;
}
