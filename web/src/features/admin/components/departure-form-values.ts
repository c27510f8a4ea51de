import type { AdminDeparture, CreateDepartureRequest, UpdateDepartureRequest } from '@sunward/shared/schemas/catalogue-admin';
import type { DepartureState } from '@sunward/shared/schemas/package';

export const departureFields = ['departureDate', 'returnDate', 'capacity', 'price', 'balanceDueDate', 'state'] as const;
export type DepartureField = (typeof departureFields)[number];

/** The departure form as typed: every field text, as the inputs hold it. */
export type DepartureFormValues = Record<Exclude<DepartureField, 'state'>, string> & { state: DepartureState };

/** An empty form for a new departure of a trip, sized as the trip's departures usually are. */
export function newDepartureValues(defaultCapacity: number): DepartureFormValues {
  return { departureDate: '', returnDate: '', capacity: String(defaultCapacity), price: '', balanceDueDate: '', state: 'open' };
}

/** The form filled from a departure: its own price and balance date only, blank when it follows the default. */
export function departureValues(departure: AdminDeparture): DepartureFormValues {
  return {
    departureDate: departure.departureDate,
    returnDate: departure.returnDate,
    capacity: String(departure.capacity),
    price: departure.customPrice === null ? '' : String(departure.customPrice),
    balanceDueDate: departure.customBalanceDueDate ?? '',
    state: departure.state,
  };
}

/** A typed number, or the text itself when it is not one, so the schema names the mistake. */
function numberOf(text: string): number | string {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed === '' || Number.isNaN(value) ? trimmed : value;
}

/** The `POST` body; blank price and balance date are left out (the trip's price, the default date). */
export function createDepartureBody(values: DepartureFormValues): Record<keyof CreateDepartureRequest, unknown> {
  return {
    departureDate: values.departureDate,
    returnDate: values.returnDate,
    capacity: numberOf(values.capacity),
    price: values.price.trim() === '' ? undefined : numberOf(values.price),
    balanceDueDate: values.balanceDueDate === '' ? undefined : values.balanceDueDate,
    state: values.state,
  };
}

/**
 * The `PATCH` body: the version read and only what differs from it. A price or balance date
 * cleared goes back to following the trip's price or the default date (`null`).
 */
export function updateDepartureBody(values: DepartureFormValues, departure: AdminDeparture): Partial<Record<keyof UpdateDepartureRequest, unknown>> {
  const body: Partial<Record<keyof UpdateDepartureRequest, unknown>> = { version: departure.version };
  if (values.departureDate !== departure.departureDate) body.departureDate = values.departureDate;
  if (values.returnDate !== departure.returnDate) body.returnDate = values.returnDate;
  const capacity = numberOf(values.capacity);
  if (capacity !== departure.capacity) body.capacity = capacity;
  const price = values.price.trim() === '' ? null : numberOf(values.price);
  if (price !== departure.customPrice) body.price = price;
  const balanceDueDate = values.balanceDueDate === '' ? null : values.balanceDueDate;
  if (balanceDueDate !== departure.customBalanceDueDate) body.balanceDueDate = balanceDueDate;
  if (values.state !== departure.state) body.state = values.state;
  return body;
}
