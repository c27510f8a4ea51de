import { departurePriceText, seatsLeftLabel } from '../components/packages/departures';
import { bookingPath } from '../lib/booking-path';
import { formatDateRange } from '../lib/format';
import { waitlistJoinPath } from '../lib/waitlist-path';

/** The fields of `GET /api/packages` the refresh reads. */
interface LiveDeparture {
  id: string;
  departureDate: string;
  returnDate: string;
  price: number;
  seatsLeft: number;
  isSoldOut: boolean;
}
interface LivePackage {
  id: string;
  price: number;
  isSoldOut: boolean;
  departures: LiveDeparture[];
}

/** The local calendar day of `now` as an ISO date, the form departure dates take. */
function isoDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Shows or hides the element `selector` finds in `row`. */
function show(row: HTMLElement, selector: string, shown: boolean): void {
  const element = row.querySelector<HTMLElement>(selector);
  if (element && element.hidden === shown) element.hidden = !shown;
}

/**
 * A departure the API lists and the page does not (added by the operator since the build), as a
 * copy of one of the list's rows, in date order; its seats and links are then set as every row's.
 */
function addDepartures(list: HTMLElement, trip: LivePackage): void {
  const rows = () => [...list.querySelectorAll<HTMLElement>('[data-departure-id]')];
  const template = rows()[0];
  if (!template) return;
  const shown = new Set(rows().map((row) => row.dataset.departureId));
  for (const departure of trip.departures) {
    if (shown.has(departure.id)) continue;
    const row = template.cloneNode(true) as HTMLElement;
    const dates = formatDateRange(departure.departureDate, departure.returnDate);
    row.hidden = false;
    row.dataset.departureId = departure.id;
    row.dataset.departureDate = departure.departureDate;
    const text = (selector: string, value: string) => {
      const element = row.querySelector(selector);
      if (element) element.textContent = value;
    };
    text('[data-dates]', dates);
    const link = row.querySelector<HTMLAnchorElement>('[data-book]');
    link?.setAttribute('href', bookingPath(trip.id, departure.id));
    link?.setAttribute('aria-label', `Book Now: ${dates}`);
    const waitlist = row.querySelector<HTMLAnchorElement>('[data-waitlist]');
    waitlist?.setAttribute('href', waitlistJoinPath(trip.id, departure.id));
    waitlist?.setAttribute('aria-label', `Join the waitlist: ${dates}`);
    // Seats, price and the sold-out state are the refresh's, as for every row.
    list.insertBefore(row, rows().find((other) => (other.dataset.departureDate ?? '') > departure.departureDate) ?? null);
  }
}

/**
 * A static page's departures as the API has them now: the page shows the catalogue at the build's
 * clock; seats sold since, a departure sold out, added or gone by are brought up to date.
 *
 * A departure list carries `data-departure-list` (its trip's id); each row `data-departure-id`
 * and `data-departure-date` (ISO); inside it, the dates are `data-dates`, the seats text `data-seats`,
 * the price beside it `data-price`, the Book Now link `data-book`, the 'Join the waitlist' link
 * `data-waitlist` and the Sold out badge `data-sold-out-badge`, each in the page and `hidden` when
 * it does not apply. A departure gone by, or no longer listed, is hidden; one sold out since hides
 * Book Now and shows its badge and its waitlist's link, and the row is marked `data-sold-out`
 * (which its styles dim); one with seats back on sale is the other way round; one added since is a
 * copy of a row. Only rows added or hidden change the layout, in a section below the page's first
 * screen.
 *
 * Resolves once done, or once the API has failed to answer (the page then keeps the build's facts,
 * departures gone by aside).
 */
export async function refreshCatalogue(root: ParentNode, now: Date): Promise<void> {
  const lists = [...root.querySelectorAll<HTMLElement>('[data-departure-list]')];
  if (lists.length === 0) return;
  const today = isoDay(now);
  // Gone by even if the API cannot be asked: hidden at once, before the call.
  for (const row of root.querySelectorAll<HTMLElement>('[data-departure-id]')) if ((row.dataset.departureDate ?? '') < today) row.hidden = true;

  let packages: LivePackage[];
  try {
    const response = await fetch('/api/packages', { headers: { accept: 'application/json' } });
    if (!response.ok) return;
    packages = (await response.json()) as LivePackage[];
  } catch {
    return;
  }
  for (const list of lists) {
    const trip = packages.find((candidate) => candidate.id === list.dataset.departureList);
    if (trip) addDepartures(list, trip);
    for (const row of list.querySelectorAll<HTMLElement>('[data-departure-id]')) {
      const departure = trip?.departures.find((candidate) => candidate.id === row.dataset.departureId);
      if (!trip || !departure) {
        row.hidden = true;
        continue;
      }
      const soldOut = trip.isSoldOut || departure.isSoldOut;
      const label = seatsLeftLabel({ seatsLeft: departure.seatsLeft, isSoldOut: soldOut });
      const seats = row.querySelector('[data-seats]');
      if (seats && seats.textContent !== label) seats.textContent = label;
      const price = row.querySelector('[data-price]');
      const priceText = departurePriceText(departure.price, trip.price);
      if (price && price.textContent !== priceText) price.textContent = priceText;
      const full = label === 'Sold out';
      if (full) row.dataset.soldOut = '';
      else delete row.dataset.soldOut;
      show(row, '[data-sold-out-badge]', full);
      show(row, '[data-book]', !full);
      // Only a departure whose seats are all taken has a waitlist; one the operator stopped selling has none.
      show(row, '[data-waitlist]', departure.seatsLeft <= 0);
    }
  }
}
