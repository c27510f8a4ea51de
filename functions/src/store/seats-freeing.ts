import type { TransactItem } from './conditional-write';
import { seatRelease, seatsOnSaleChange } from './departure-repository';

/** Seats a change gives back: a booking's travellers on its departure (or, before departures, its trip). */
export interface FreedSeats {
  packageId: string;
  departureId: string | undefined;
  seats: number;
  /** The seats were held for a waitlist offer (it lapsed, was left or removed), not on a booking. */
  offered?: boolean;
}

/**
 * The writes that give seats back, for the transaction of the change that frees them (a hold
 * lapsing or released, a booking cancelled): built anew on each attempt, by the waitlist
 * (decision 053), which holds them for the entries in line before any go back on sale. Exactly
 * one write of the seat counter is among them.
 */
export type SeatsFreeing = (freed: FreedSeats) => Promise<TransactItem[]>;

/** Seats straight back on sale: for a trip's counter, and for tests of the store alone. */
export const backOnSale: SeatsFreeing = async (freed) => [
  freed.offered && freed.departureId !== undefined
    ? seatsOnSaleChange(freed.packageId, freed.departureId, freed.seats, -freed.seats)
    : seatRelease(freed.packageId, freed.departureId, freed.seats),
];
