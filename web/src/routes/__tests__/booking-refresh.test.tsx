import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { act, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import { catalogueAsPackages, withDepartures } from '../../testing/packages-fixture';
import { renderRoutes } from '../../testing/render-app';
import { localCardConfig, sendJson, useTestApiServer } from '../../testing/test-api-server';
import { BookingScreen } from '../booking';

const catalogue = catalogueAsPackages();
const tobago = catalogue.find((trip) => trip.id === packageIds.tobago);
if (!tobago) throw new Error('The catalogue has no Tobago trip');

/** The API's answers, held until a test lets them go, so it can count what each one re-renders. */
let released: Promise<void> = Promise.resolve();
let release: () => void = () => undefined;
let tripNow = tobago;

const { requests } = useTestApiServer(async (request, response) => {
  await released;
  if (request.url === '/api/config') return sendJson(response, 200, localCardConfig);
  if (request.url === `/api/packages/${packageIds.tobago}`) return sendJson(response, 200, tripNow);
  sendJson(response, 404, { message: 'Not found' });
});

afterEach(() => {
  release();
  tripNow = tobago;
});

/**
 * Opens the booking form on a page that already holds the catalogue (a prerendered page's), with
 * the API's answers held, and counts the form's commits.
 */
async function openHeldForm() {
  released = new Promise((resolve) => {
    release = resolve;
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.packages.all, catalogue);
  const commits: string[] = [];
  const routes = [
    {
      path: '/booking',
      element: (
        <Profiler id="booking" onRender={(_id, phase) => commits.push(phase)}>
          <BookingScreen />
        </Profiler>
      ),
    },
  ];
  renderRoutes(routes, `/booking?package=${packageIds.tobago}`, queryClient);
  expect(await screen.findByRole('region', { name: 'Booking Information' })).toBeInTheDocument();
  await waitFor(() => expect([...requests].sort()).toEqual(['GET /api/config', `GET /api/packages/${packageIds.tobago}`]));
  return { queryClient, commits };
}

/** Lets the held answers go and waits until the page has both. */
async function releaseAnswers(queryClient: ReturnType<typeof createQueryClient>) {
  await act(async () => release());
  await waitFor(() => {
    expect(queryClient.getQueryData(queryKeys.config.runtime)).toEqual(localCardConfig);
    expect(queryClient.isFetching()).toBe(0);
  });
}

describe('the booking form, refreshed from the API', () => {
  it('is not rendered again when the card form’s config arrives and the trip comes back unchanged', async () => {
    const { queryClient, commits } = await openHeldForm();
    const before = commits.length;

    await releaseAnswers(queryClient);

    // Each was a whole render of the form, the longest tasks of a slow phone's visit.
    expect(commits.length).toBe(before);
  });

  it('shows what changed when the trip comes back different', async () => {
    tripNow = withDepartures(
      tobago,
      tobago.departures.map((departure, index) => (index === 0 ? { ...departure, seatsLeft: 1 } : departure)),
    );
    const { queryClient, commits } = await openHeldForm();
    const before = commits.length;
    expect(screen.queryByText(/Only 1 seat left/i)).not.toBeInTheDocument();

    await releaseAnswers(queryClient);

    expect(commits.length).toBeGreaterThan(before);
    expect(await screen.findAllByText(/1 seat left/i)).not.toHaveLength(0);
  });
});
