/**
 * The id of every package in the catalogue, by a short name. Ids are stable: bookings and links
 * refer to them. This module holds only the ids, so the web can name a package without pulling
 * the catalogue's prices and dates into the browser bundle.
 */
export const packageIds = {
  morocco: 'portugal-morocco',
  tobago: 'tobago-island-escape',
  stLucia: 'st-lucia-carnival-2026',
  guyana: 'guyana-kaieteur',
  cartagena: 'cartagena-colombia',
  belize: 'belize-reef-jungle',
} as const;
