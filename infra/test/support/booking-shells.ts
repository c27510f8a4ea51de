import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A web build with two trips' booking pages beside the generic booking shell (decision 060), and
 * files in `booking/` whose names are no trip id. Each file holds its own path, so an answer says
 * which file it is.
 */
export function webBuildWithBookingPages(): string {
  const build = mkdtempSync(join(tmpdir(), 'sunward-web-'));
  const files = [
    'index.html',
    '404.html',
    'secret.html',
    'morocco/index.html',
    'booking/index.html',
    'booking/morocco.html',
    'booking/tobago-island-escape.html',
    'booking/Upper.html',
    'booking/not_an_id.html',
    'assets/main-abc123.js',
  ];
  for (const file of files) {
    mkdirSync(join(build, file, '..'), { recursive: true });
    writeFileSync(join(build, file), file);
  }
  return build;
}

/**
 * Requests to the build of `webBuildWithBookingPages`, each with the file it must be answered
 * with: the same in AWS (CloudFront's function) and locally (the static site), so the two cannot
 * drift. The query string is as a viewer sends it.
 */
export const bookingRequests: ReadonlyArray<{ path: string; query: string; file: string }> = [
  { path: '/booking', query: '?package=morocco', file: 'booking/morocco.html' },
  { path: '/booking/', query: '?package=morocco', file: 'booking/morocco.html' },
  { path: '/booking', query: '?package=tobago-island-escape&departure=2027-07-08', file: 'booking/tobago-island-escape.html' },
  { path: '/booking/', query: '?departure=2027-07-08&package=tobago-island-escape', file: 'booking/tobago-island-escape.html' },
  { path: '/booking', query: '', file: 'booking/index.html' },
  { path: '/booking', query: '?departure=2027-07-08', file: 'booking/index.html' },
  { path: '/booking', query: '?package=morocco&package=tobago-island-escape', file: 'booking/index.html' },
  { path: '/booking', query: '?package=morocco&package=morocco', file: 'booking/index.html' },
  { path: '/booking', query: '?package=barbados', file: 'booking/index.html' },
  { path: '/booking', query: '?package=', file: 'booking/index.html' },
  { path: '/booking', query: '?package', file: 'booking/index.html' },
  { path: '/booking', query: '?package=index', file: 'booking/index.html' },
  { path: '/booking', query: '?package=../secret', file: 'booking/index.html' },
  { path: '/booking', query: '?package=..%2Fsecret', file: 'booking/index.html' },
  { path: '/booking', query: '?package=morocco/../../secret', file: 'booking/index.html' },
  { path: '/booking', query: '?package=MOROCCO', file: 'booking/index.html' },
  { path: '/booking', query: '?package=Upper', file: 'booking/index.html' },
  { path: '/booking', query: '?package=not_an_id', file: 'booking/index.html' },
  { path: '/booking', query: '?package=moro%63co', file: 'booking/index.html' },
  { path: '/booking', query: '?Package=morocco', file: 'booking/index.html' },
  { path: '/morocco', query: '?package=tobago-island-escape', file: 'morocco/index.html' },
  { path: '/booking/index.html', query: '?package=morocco', file: 'booking/index.html' },
  { path: '/booking/tobago-island-escape.html', query: '?package=morocco', file: 'booking/tobago-island-escape.html' },
  { path: '/assets/main-abc123.js', query: '?package=morocco', file: 'assets/main-abc123.js' },
];
