/**
 * The booking form for one package, `/booking?package=<id>`, or for one of its departures,
 * `/booking?package=<id>&departure=<departureId>`; values encoded for a query string.
 */
export function bookingPath(packageId: string, departureId?: string): string {
  const departure = departureId === undefined ? '' : `&departure=${encodeURIComponent(departureId)}`;
  return `/booking?package=${encodeURIComponent(packageId)}${departure}`;
}
