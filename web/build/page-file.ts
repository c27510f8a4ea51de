/** The file a page path is served from: `/` → `index.html`, `/morocco` → `morocco/index.html`. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/**
 * The file of a page prerendered for a query string: a trip's booking page, `/booking?package=<id>`
 * → `booking/<id>.html` (decision 060). CloudFront's viewer-request function and the local server
 * answer that address with it; any other query string has no file of its own.
 */
export function searchPageFile(path: string): string {
  const url = new URL(path, 'http://page.invalid');
  const trip = url.searchParams.get('package');
  // Trip ids are the catalogue's (its schema checks them); none may reach outside `booking/`.
  if (url.pathname !== '/booking' || !trip || /[/\\.]/.test(trip)) throw new Error(`${path} has no page file of its own`);
  return `booking/${trip}.html`;
}
