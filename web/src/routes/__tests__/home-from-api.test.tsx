import type { ServerResponse } from 'node:http';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueAsPackages } from '../../testing/packages-fixture';
import { renderApp } from '../../testing/render-app';
import { sendJson, useTestApiServer } from '../../testing/test-api-server';

/** How the test server answers `GET /api/packages` in the current test. */
type Answer = (response: ServerResponse) => void;

let answer: Answer;

const { requests } = useTestApiServer((request, response) => {
  if (request.url === '/api/packages') return answer(response);
  sendJson(response, 404, { message: 'Not found' });
});

describe('the home page with packages from the API', () => {
  it('shows a loading status until GET /api/packages answers, then the bookable trips', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer = (response) => {
      void held.then(() => sendJson(response, 200, catalogueAsPackages()));
    };

    renderApp('/');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading trips…');
    release();
    expect(await screen.findByRole('heading', { level: 3, name: 'Portugal & Morocco: Lisbon to Marrakech' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guyana: Rainforest & Kaieteur Falls' })).not.toBeInTheDocument();
    expect(requests).toEqual(['GET /api/packages']);
  });

  it('shows an error with a retry when the API fails, and the trips once it answers', async () => {
    const user = userEvent.setup();
    answer = (response) => sendJson(response, 500, { message: 'Internal error' });

    renderApp('/');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load our trips just now.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    answer = (response) => sendJson(response, 200, catalogueAsPackages());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Portugal & Morocco: Lisbon to Marrakech' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests).toEqual(['GET /api/packages', 'GET /api/packages']);
  });
});
