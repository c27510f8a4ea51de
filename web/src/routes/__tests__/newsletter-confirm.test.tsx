import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { sendJson, usePostEndpoint } from '../../testing/test-api-server';

const TOKEN = 'q9Zx-3_bT0aLw8sVYkR2mNcE5fHjU7pDgI1oK4tW6yA';
const LINK_GONE = 'This confirmation link has expired or was already used. Subscribe again to get a new one.';

const confirm = usePostEndpoint('/api/newsletter/confirm');

describe('the newsletter confirmation page', () => {
  it("confirms nothing on opening: only 'Confirm' sends the link's token, which leaves the address bar at once", async () => {
    const user = userEvent.setup({ delay: null });
    confirm.answer = (response) => sendJson(response, 200, { confirmed: true });
    const { router } = renderApp(`/newsletter/confirm#token=${TOKEN}`);

    const button = await screen.findByRole('button', { name: 'Confirm' });
    expect(screen.getByRole('heading', { level: 2, name: 'Confirm your subscription' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(confirm.bodies).toEqual([]);

    await user.click(button);

    const done = await screen.findByRole('heading', { level: 2, name: "You're subscribed" });
    await waitFor(() => expect(done).toHaveFocus());
    expect(confirm.bodies).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Browse our trips' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Confirm your subscription | Sunward Group Travel'));
  });

  it("says so when the link was used or has expired, and offers the way back instead of 'Confirm'", async () => {
    const user = userEvent.setup({ delay: null });
    confirm.answer = (response) => sendJson(response, 404, { message: LINK_GONE });
    renderApp(`/newsletter/confirm#token=${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_GONE);
    expect(screen.getByRole('heading', { level: 2, name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it("keeps 'Confirm' after a failure that may pass, so the visitor can try again", async () => {
    const user = userEvent.setup({ delay: null });
    confirm.answer = (response) => {
      response.writeHead(502);
      response.end();
    };
    renderApp(`/newsletter/confirm#token=${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not confirm your subscription just now. Please try again in a moment.');
    confirm.answer = (response) => sendJson(response, 200, { confirmed: true });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 2, name: "You're subscribed" })).toBeInTheDocument();
    expect(confirm.bodies).toEqual([{ token: TOKEN }, { token: TOKEN }]);
  });

  it.each([
    ['no fragment', '/newsletter/confirm'],
    ['a cut-off token', `/newsletter/confirm#token=${TOKEN.slice(0, 20)}`],
  ])('explains a link with %s and sends nothing', async (_name, path) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 2, name: 'This link is not complete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(confirm.bodies).toEqual([]);
  });
});
