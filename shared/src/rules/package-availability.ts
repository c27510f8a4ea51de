/** A package is sold out when the operator flags it or when no seat is left to hold. */
export function isSoldOut(flaggedSoldOut: boolean, seatsLeft: number): boolean {
  return flaggedSoldOut || seatsLeft <= 0;
}
