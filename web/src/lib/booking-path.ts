/** The booking form for one package: `/booking?package=<id>`, the id encoded for a query string. */
export function bookingPath(packageId: string): string {
  return `/booking?package=${encodeURIComponent(packageId)}`;
}
