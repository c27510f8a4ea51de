import { packageIds } from '@sunward/shared/catalogue/package-ids';
import type { Package } from '@sunward/shared/schemas/package';
import { type DehydratedState, hydrate as hydrateQueries } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { type Root, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { appRoutes } from '../../app/routes';
import { renderPage } from '../../entry-server';
import { NewsletterConfirmation } from '../../features/newsletter/components/newsletter-confirmation';
import { catalogueAsPackages } from '../../lib/catalogue-packages';
import { createQueryClient } from '../../lib/query-client';
import { PAY_LINK_TOKEN as PAY_TOKEN, payLinkBooking as payBooking } from '../../testing/pay-link-fixture';
import { renderRoutes } from '../../testing/render-app';
import { useTestClock } from '../../testing/test-clock';
import { localCardConfig, readCall, sendJson, useTestApiServer } from '../../testing/test-api-server';

/**
 * Decision 051: a shell page (`/booking`, `/my-booking`, `/pay`, `/newsletter/confirm`,
 * `/waitlist`, `/waitlist/join`, `/admin/login`) is prerendered without its query string, hash, cookies or session. The app's
 * first render in the browser must be that same HTML, whatever the address holds; the screen
 * reads the address and the session only after, and then fills in.
 */

const now = new Date('2026-12-01T15:00:00Z');
useTestClock(now);


let signedInAdmin = false;
/** The trip as the API has it now, when it differs from the build's catalogue. */
let liveTrip: Package | undefined;
useTestApiServer(async (request, response) => {
  const { route } = await readCall(request);
  switch (route) {
    case 'GET /api/my/bookings':
      return sendJson(response, 401, { message: 'Not signed in' });
    case 'GET /api/user':
      return signedInAdmin ? sendJson(response, 200, { username: 'admin' }) : sendJson(response, 401, { message: 'Not signed in' });
    case 'POST /api/pay-links/booking':
      return sendJson(response, 200, payBooking);
    case 'POST /api/pay-links/authentication':
      return sendJson(response, 409, { message: 'No automatic payment of this booking waits for authentication.' });
    case 'POST /api/waitlist/entry':
      return sendJson(response, 200, {
        packageId: packageIds.tobago,
        departureId: '2027-02-11',
        tripTitle: 'Tobago Island Escape',
        departureDate: '2027-02-11',
        returnDate: '2027-02-14',
        name: 'Ana Lopez',
        email: 'ana@example.com',
        phone: '+1 212 555 0100',
        travelers: 2,
        state: 'waiting',
        placeInLine: 2,
        offerExpiresAt: null,
      });
    case 'GET /api/config':
      return sendJson(response, 200, localCardConfig);
  }
  if (liveTrip && route === `GET /api/packages/${liveTrip.id}`) return sendJson(response, 200, liveTrip);
  // The catalogue's refresh, failing: the page keeps what it shows.
  if (route.startsWith('GET /api/packages')) return sendJson(response, 503, { message: 'Service Unavailable' });
  sendJson(response, 404, { message: 'Not found' });
});

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  signedInAdmin = false;
  liveTrip = undefined;
});

/** The page as the build writes it: `path` rendered with the catalogue and no query string, cookie or session. */
async function prerendered(path: string) {
  return renderPage(path, now);
}

/** `html` in the document, as a browser shows it before any script, and as the DOM writes it back. */
function shown(html: string) {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return { view: within(container), html: container.innerHTML };
}

/**
 * Opens `url` as a browser does a shell page: the prerendered HTML of its path in the document
 * (or of `servedPage`, the page served for that address, e.g. a trip's booking page), then the app
 * hydrating it at the full address (query string and hash). Answers what hydrating reported: any
 * error means the first render differed from the HTML.
 */
async function openShell(url: string, servedPage = new URL(url, 'http://site.invalid').pathname) {
  const page = await prerendered(servedPage);
  const { html: before } = shown(page.html);

  const queryClient = createQueryClient();
  hydrateQueries(queryClient, JSON.parse(page.queries) as DehydratedState);
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  // The screen's chunk is loaded before hydrating, as `start-app.tsx` does.
  await waitFor(() => expect(router.state.initialized).toBe(true));

  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => problems.push(args));
  const hydrated = container!;
  try {
    await act(async () => {
      root = hydrateRoot(
        hydrated,
        <AppProvider queryClient={queryClient} hydrating prerenderedSearch={page.search}>
          <RouterProvider router={router} />
        </AppProvider>,
        { onRecoverableError: (error) => problems.push(error) },
      );
      await Promise.resolve();
    });
  } finally {
    consoleError.mockRestore();
  }
  return { before, problems, router, queryClient, view: within(hydrated) };
}

describe('a shell page', () => {
  it('/booking is prerendered the same with or without a departure in the address: the frame and the outline of a trip and its form', async () => {
    const plain = await prerendered('/booking');
    const withDeparture = await prerendered('/booking?departure=2027-07-08');

    expect(withDeparture.html).toBe(plain.html);
    expect(plain.search).toBe('');
    const { view } = shown(plain.html);
    expect(container!.querySelector('img[fetchpriority="high"]')).toBeNull();
    expect(view.getByRole('heading', { level: 1, name: 'Book Your Trip' })).toBeInTheDocument();
    expect(view.getByRole('status')).toHaveTextContent('Loading your trip…');
    expect(view.getByRole('contentinfo')).toBeInTheDocument();
    expect(view.queryByText('No Package Selected')).not.toBeInTheDocument();
    expect(view.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('/booking?package=… has a page of its own whose frame paints the trip’s picture, first of all its images', async () => {
    const page = await prerendered(`/booking?package=${packageIds.tobago}`);
    const generic = await prerendered('/booking');

    expect(page.search).toBe(`?package=${packageIds.tobago}`);
    const { view } = shown(page.html);
    const tobago = catalogueAsPackages(now).find((trip) => trip.id === packageIds.tobago);
    expect(container!.querySelector('img[fetchpriority="high"]')).toHaveAttribute('src', tobago?.imageUrl);
    expect(view.getByRole('status')).toHaveTextContent('Loading your trip…');
    expect(view.queryByRole('textbox')).not.toBeInTheDocument();
    // Only the picture differs from the generic shell: the words and the outline are the same.
    const text = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent;
    expect(text(page.html)).toBe(text(generic.html));
  });

  it('a trip’s own /booking?package=… page hydrates as prerendered, the picture in place, then shows its form', async () => {
    const url = `/booking?package=${packageIds.tobago}`;
    const { before, problems, view } = await openShell(url, url);

    expect(problems).toEqual([]);
    expect(before).toContain('Loading your trip…');
    await view.findByRole('textbox', { name: /First name/ });
    expect(view.getByRole('region', { name: 'Tobago Island Escape' })).toBeInTheDocument();
  });

  it('/booking?package=… hydrates its frame as prerendered, then shows the trip and its form from the catalogue the page holds', async () => {
    const { before, problems, view, queryClient } = await openShell(`/booking?package=${packageIds.morocco}`);

    expect(problems).toEqual([]);
    expect(before).toContain('Loading your trip…');
    const trip = await view.findByRole('region', { name: 'Portugal & Morocco: Lisbon to Marrakech' });
    expect(within(trip).getByText(/July 8.13, 2027/)).toBeInTheDocument();
    const firstName = view.getByRole('textbox', { name: /First name/ });
    expect(view.queryByText('Loading your trip…')).not.toBeInTheDocument();

    // The catalogue's refresh fails: the trip and the form stay as they are.
    await act(() => queryClient.invalidateQueries({ queryKey: ['packages'] }));
    expect(view.getByRole('textbox', { name: /First name/ })).toBe(firstName);
    expect(view.queryByText('We could not load this trip just now.')).not.toBeInTheDocument();
  });

  it('/booking?package=…&departure=… books a departure added since the build once the trip’s live answer has it, never calling it closed first', async () => {
    const built = catalogueAsPackages(now).find((candidate) => candidate.id === packageIds.tobago);
    const last = built?.departures.at(-1);
    if (!built || !last) throw new Error('The catalogue has no upcoming Tobago departure');
    const departureDate = new Date(Date.parse(`${last.departureDate}T00:00:00Z`) + 28 * 86_400_000).toISOString().slice(0, 10);
    const returnDate = new Date(Date.parse(`${last.returnDate}T00:00:00Z`) + 28 * 86_400_000).toISOString().slice(0, 10);
    const added = { ...last, id: departureDate, departureDate, returnDate, seatsLeft: 9, isSoldOut: false };
    liveTrip = { ...built, departures: [...built.departures, added] };

    const { problems, view } = await openShell(`/booking?package=${packageIds.tobago}&departure=${added.id}`);

    expect(problems).toEqual([]);
    await view.findByRole('textbox', { name: /First name/ });
    expect(view.getByRole('radio', { checked: true })).toHaveAttribute('value', added.id);
    expect(view.queryByText('This departure is not open for booking')).not.toBeInTheDocument();
  });

  it('/booking?…#waitlist=… hydrates its frame as prerendered, then reads the offer of its fragment', async () => {
    const { problems, view, router } = await openShell(`/booking?package=${packageIds.tobago}&departure=2027-02-11#waitlist=${PAY_TOKEN}`);

    expect(problems).toEqual([]);
    // The shell's entry is waiting, not offered: nothing to book from this link.
    expect(await view.findByRole('alert')).toHaveTextContent('This offer has ended');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
  });

  it('/my-booking does not read the sign-in link of its hash until hydrated, then offers it', async () => {
    const { before, problems, view } = await openShell('/my-booking#email=ana%40example.com&code=123456');

    expect(problems).toEqual([]);
    expect(before).toContain('Checking for your bookings…');
    expect(view.getByRole('heading', { level: 1, name: 'Find My Booking' })).toBeInTheDocument();
    expect(await view.findByRole('button', { name: /Continue as/ })).toBeInTheDocument();
  });

  it('/my-booking asks for the session only once hydrated, then shows the e-mail step in the outline’s place', async () => {
    const { before, problems, view } = await openShell('/my-booking');

    expect(problems).toEqual([]);
    expect(before).toContain('Checking for your bookings…');
    expect(await view.findByRole('textbox', { name: /Email address/ })).toBeInTheDocument();
    expect(view.queryByRole('status')).not.toBeInTheDocument();
  });

  it('/pay#<token> hydrates the outline of the booking, then opens the link', async () => {
    const { before, problems, view } = await openShell(`/pay#${PAY_TOKEN}`);

    expect(problems).toEqual([]);
    expect(before).toContain('aria-label="Loading your booking"');
    expect(await view.findByRole('heading', { level: 2, name: 'Tobago Island Escape' })).toBeInTheDocument();
    expect(view.getByText('$1,998')).toBeInTheDocument();
  });

  it('/newsletter/confirm#token=… hydrates the card’s outline, then offers Confirm', async () => {
    const { before, problems, view } = await openShell(`/newsletter/confirm#token=${PAY_TOKEN}`);

    expect(problems).toEqual([]);
    expect(before).toContain('Opening your link…');
    expect(await view.findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('/waitlist/join?… is prerendered the same with or without its departure, then hydrates and shows the join form', async () => {
    const path = `/waitlist/join?package=${packageIds.morocco}&departure=2027-07-08`;
    expect((await prerendered(path)).html).toBe((await prerendered('/waitlist/join')).html);

    const { before, problems, view } = await openShell(path);

    expect(problems).toEqual([]);
    expect(before).toContain('Loading the departure…');
    expect(view.getByRole('heading', { level: 1, name: 'Join the waitlist' })).toBeInTheDocument();
    expect(await view.findByRole('textbox', { name: /Name/ })).toBeInTheDocument();
    expect(view.getByText(/July 8.13, 2027/)).toBeInTheDocument();
  });

  it('/waitlist#token=… hydrates the card’s outline, then opens the entry', async () => {
    const { before, problems, view } = await openShell(`/waitlist#token=${PAY_TOKEN}`);

    expect(problems).toEqual([]);
    expect(before).toContain('Opening your link…');
    expect(await view.findByText('You are number 2 in line')).toBeInTheDocument();
  });

  it('/admin/login is prerendered with its form, Sign in off until the app runs, and hydrates as it is', async () => {
    const { before, problems, view } = await openShell('/admin/login');

    expect(problems).toEqual([]);
    const signIn = new DOMParser().parseFromString(before, 'text/html').querySelector('form[aria-label="Admin sign-in"] button[type="submit"]');
    expect(signIn?.textContent).toBe('Sign in');
    expect(signIn?.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(view.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('/admin/login takes a signed-in admin to the dashboard once hydrated', async () => {
    signedInAdmin = true;
    const { problems, router } = await openShell('/admin/login');

    expect(problems).toEqual([]);
    // Where the router is going: the dashboard's own chunk may take a while to load.
    await waitFor(() => expect(router.state.navigation.location?.pathname ?? router.state.location.pathname).toBe('/admin/dashboard'));
  });
});

describe('a shell screen opened after the page hydrated', () => {
  it('reads its address in its first render: no outline first', async () => {
    const { problems, router, view } = await openShell('/admin/login');
    await waitFor(() => expect(view.getByRole('button', { name: 'Sign in' })).toBeEnabled());

    // What the navigation takes off the page: an outline shown first would be among it.
    const removed: string[] = [];
    const record = (records: MutationRecord[]) => {
      for (const { removedNodes } of records) for (const node of removedNodes) removed.push(node.textContent ?? '');
    };
    const observer = new MutationObserver(record);
    observer.observe(container!, { childList: true, subtree: true });
    await act(() => router.navigate(`/newsletter/confirm#token=${PAY_TOKEN}`));
    record(observer.takeRecords());
    observer.disconnect();

    expect(problems).toEqual([]);
    expect(view.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(removed.join(' ')).toContain('Sign in');
    expect(removed.join(' ')).not.toContain('Opening your link…');
  });
});

describe('a screen the app renders itself', () => {
  it('reads its address in its first render: no outline first', () => {
    renderRoutes([{ path: '/newsletter/confirm', element: <NewsletterConfirmation /> }], `/newsletter/confirm#token=${PAY_TOKEN}`);

    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.queryByText('Opening your link…')).not.toBeInTheDocument();
  });
});
