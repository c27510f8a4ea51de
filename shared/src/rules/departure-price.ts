import type { Cents } from '../money';

/** A departure's price per person: its own when the operator set one, else the trip's. */
export function departurePriceCents(departure: { priceCents?: Cents | undefined }, tripPriceCents: Cents): Cents {
  return departure.priceCents ?? tripPriceCents;
}
