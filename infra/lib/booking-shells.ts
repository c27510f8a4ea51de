import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Id } from '@sunward/shared/schemas/fields';

/**
 * The trips the web build prerendered a booking page for (decision 060): `booking/morocco.html`
 * → `morocco`. `booking/index.html` is the generic booking shell, no trip's; a file whose name is
 * not an id is no trip's either, so no query string can name it.
 */
export function builtBookingShells(webBuildDir: string): string[] {
  const bookingDir = join(webBuildDir, 'booking');
  if (!existsSync(bookingDir)) return [];
  return readdirSync(bookingDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => entry.name.slice(0, -'.html'.length))
    .filter((tripId) => tripId !== 'index' && Id.safeParse(tripId).success)
    .sort();
}

/**
 * The one rule both servers of the build apply (CloudFront's viewer-request function mirrors it,
 * `appShellRewrite`): `/booking?package=<id>` or `/booking/?package=<id>`, other parameters beside
 * it or not, gets `/booking/<id>.html` when the build has that trip's page; anything else (no
 * `package`, two of them, an id without a page) is undefined and keeps the generic booking shell.
 * The query is read as sent, undecoded, as CloudFront hands it to a function: an id needs no
 * escapes, so a value with one is no id. Only ids the build has a page for can match, so no value
 * reaches the file system.
 */
export function bookingShellFile(uriPath: string, query: string, tripIds: readonly string[]): string | undefined {
  if (uriPath !== '/booking' && uriPath !== '/booking/') return undefined;
  const tripValues = query
    .replace(/^\?/, '')
    .split('&')
    .filter((parameter) => parameter === 'package' || parameter.startsWith('package='))
    .map((parameter) => parameter.slice('package='.length));
  const [tripId] = tripValues;
  return tripValues.length === 1 && tripId !== undefined && tripIds.includes(tripId) ? `/booking/${tripId}.html` : undefined;
}
