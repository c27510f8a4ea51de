import type { ServerResponse } from 'node:http';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { catalogueAsPackages, withDepartures } from '../../testing/packages-fixture';
import { renderApp } from '../../testing/render-app';
import { sendJson, useTestApiServer } from '../../testing/test-api-server';

let answer: (response: ServerResponse) => void;
useTestApiServer((request, response) => {
  if (request.url === '/api/packages') return answer(response);
  sendJson(response, 404, { message: 'Not found' });
});

describe('the Sold Out Trips page', () => {
  it('shows a loading status, then one card per sold-out package linking to its page', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer = (response) => {
      void held.then(() => sendJson(response, 200, catalogueAsPackages()));
    };

    renderApp('/past-trips');

    expect(await screen.findByRole('heading', { level: 1, name: 'Past Adventures' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading past trips...');
    expect(within(screen.getByRole('list', { name: 'Highlights from past trips' })).getAllByRole('img')).toHaveLength(4);
    release();

    const cartagena = await screen.findByRole('article', { name: 'Cartagena: Colonial Colombia' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(cartagena).getByText('SOLD OUT')).toBeInTheDocument();
    expect(within(cartagena).getByText('Colombia')).toBeInTheDocument();
    expect(within(cartagena).getByText('4 Days / 3 Nights')).toBeInTheDocument();
    expect(within(cartagena).getAllByRole('listitem')).toHaveLength(4);
    expect(within(cartagena).queryByText('Rooftop sunset dinner')).not.toBeInTheDocument();
    expect(within(cartagena).getByRole('link', { name: /View Details & Inquire About Future Trips/ })).toHaveAttribute('href', '/cartagena');

    const guyana = screen.getByRole('article', { name: 'Guyana: Rainforest & Kaieteur Falls' });
    expect(within(guyana).getByRole('link', { name: /View Details & Inquire About Future Trips/ })).toHaveAttribute('href', '/guyana');

    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/booking?'))).toHaveLength(0);
    const cta = screen.getByRole('region', { name: 'Missed one of these?' });
    expect(within(cta).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await waitFor(() => expect(document.title).toBe('Past Adventures: Sold Out Trips | Sunward Group Travel'));
  });

  it('offers the waitlist of a sold-out trip’s upcoming full departures', async () => {
    const trips = catalogueAsPackages();
    const tobago = trips.find((trip) => trip.id === packageIds.tobago);
    if (!tobago) throw new Error('No Tobago in the catalogue');
    const full = withDepartures(tobago, tobago.departures.map((d) => ({ ...d, seatsLeft: 0, isSoldOut: true })));
    answer = (response) => sendJson(response, 200, trips.map((trip) => (trip.id === tobago.id ? full : trip)));

    renderApp('/past-trips');

    const card = await screen.findByRole('article', { name: 'Tobago Island Escape' });
    const first = tobago.departures[0]!;
    expect(within(card).getByRole('link', { name: 'Join the waitlist: January 14–17, 2027' })).toHaveAttribute(
      'href',
      `/waitlist/join?package=${tobago.id}&departure=${first.id}`,
    );
    expect(within(card).getAllByRole('link', { name: /^Join the waitlist/ })).toHaveLength(tobago.departures.length);
    // A trip with no upcoming departure has no waitlist.
    expect(within(screen.getByRole('article', { name: 'Cartagena: Colonial Colombia' })).queryByRole('link', { name: /Join the waitlist/ })).not.toBeInTheDocument();
  });

  it('says so when nothing is sold out, with a way back to the available trips', async () => {
    answer = (response) => sendJson(response, 200, catalogueAsPackages().filter((trip) => !trip.isSoldOut));

    renderApp('/past-trips');

    expect(await screen.findByText('No sold-out trips at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Available Destinations' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('links a sold-out package without a page to "/" and its destination', async () => {
    const [first] = catalogueAsPackages();
    if (!first) throw new Error('The catalogue is empty');
    answer = (response) => sendJson(response, 200, [{ ...first, id: 'barbados-crop-over', title: 'Barbados Crop Over', destination: 'Barbados', isSoldOut: true }]);

    renderApp('/past-trips');

    const card = await screen.findByRole('article', { name: 'Barbados Crop Over' });
    expect(within(card).getByRole('link', { name: /Inquire About Future Trips/ })).toHaveAttribute('href', '/barbados');
  });
});
