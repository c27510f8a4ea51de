import { seatsLeftLabel } from '../components/packages/departures';

/** The fields of `GET /api/packages` the refresh reads. */
interface LiveDeparture {
  id: string;
  seatsLeft: number;
  isSoldOut: boolean;
}
interface LivePackage {
  isSoldOut: boolean;
  departures: LiveDeparture[];
}

/** The local calendar day of `now` as an ISO date, the form departure dates take. */
function isoDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A static page's departures as the API has them now: the page shows the catalogue at the build's
 * clock; seats sold since, a departure sold out and a departure gone by are brought up to date in
 * the same layout.
 *
 * A departure row carries `data-departure-id` and `data-departure-date` (ISO); inside it, the
 * seats text is `data-seats`, the Book Now link `data-book` and the Sold out badge (in the page,
 * `hidden` while seats are left) `data-sold-out-badge`. A departure gone by, or no longer
 * listed, is hidden; one sold out since loses its link and shows its badge, and the row is marked
 * `data-sold-out` (which its styles dim). A departure that has seats again after being sold out
 * at build time stays shown as sold out until the next build: its link is not in the page.
 *
 * Resolves once done, or once the API has failed to answer (the page then keeps the build's facts,
 * departures gone by aside).
 */
export async function refreshCatalogue(root: ParentNode, now: Date): Promise<void> {
  const rows = [...root.querySelectorAll<HTMLElement>('[data-departure-id]')];
  if (rows.length === 0) return;
  const today = isoDay(now);
  // Gone by even if the API cannot be asked: hidden at once, before the call.
  for (const row of rows) if ((row.dataset.departureDate ?? '') < today) row.hidden = true;

  let packages: LivePackage[];
  try {
    const response = await fetch('/api/packages', { headers: { accept: 'application/json' } });
    if (!response.ok) return;
    packages = (await response.json()) as LivePackage[];
  } catch {
    return;
  }
  const live = new Map<string, LiveDeparture>();
  for (const trip of packages) {
    for (const departure of trip.departures) live.set(departure.id, trip.isSoldOut ? { ...departure, isSoldOut: true } : departure);
  }
  for (const row of rows) {
    const departure = live.get(row.dataset.departureId ?? '');
    if (!departure) {
      row.hidden = true;
      continue;
    }
    const seats = row.querySelector<HTMLElement>('[data-seats]');
    const label = seatsLeftLabel(departure);
    if (seats && seats.textContent !== label) seats.textContent = label;
    if (label === 'Sold out' && !('soldOut' in row.dataset)) {
      row.dataset.soldOut = '';
      row.querySelector('[data-book]')?.remove();
      const badge = row.querySelector<HTMLElement>('[data-sold-out-badge]');
      if (badge) badge.hidden = false;
    }
  }
}
