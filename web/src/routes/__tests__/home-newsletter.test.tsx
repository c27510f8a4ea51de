import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/feedback/toast-region';
import { queryKeys } from '../../lib/query-keys';
import { createQueryClient } from '../../lib/query-client';
import { catalogueAsPackages } from '../../testing/packages-fixture';
import { renderApp } from '../../testing/render-app';
import { sendJson, usePostEndpoint } from '../../testing/test-api-server';
import { enterText } from '../../testing/enter-text';

const newsletter = usePostEndpoint('/api/newsletter');

afterEach(() => {
  // One toast queue for the whole app: start every test without the last one's toast.
  toaster.remove();
});

function renderHome() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.packages.all, catalogueAsPackages());
  return renderApp('/', queryClient);
}

describe('the newsletter signup on the home page', () => {
  it("reads Subscribing... while the call runs, then says 'Check your inbox to confirm' in the band", async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    newsletter.answer = (response) => {
      void held.then(() => sendJson(response, 202, { accepted: true }));
    };
    renderHome();

    const field = await screen.findByRole('textbox', { name: 'Email address' });
    await enterText(user, field, '  Traveller@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();

    const band = screen.getByRole('region', { name: 'Hear about new departures first' });
    const status = await within(band).findByRole('status');
    expect(status).toHaveTextContent(/^Check your inbox to confirm/);
    await waitFor(() => expect(within(status).getByText('Check your inbox to confirm')).toHaveFocus());
    // Nothing says the address is subscribed: that takes the mailed link.
    expect(screen.queryByText(/subscribed to our newsletter/)).not.toBeInTheDocument();
    expect(within(band).queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    expect(newsletter.bodies).toEqual([{ email: 'traveller@example.com', website: '' }]);
  });

  it("brings back an empty field, focused, with 'Use another address'", async () => {
    const user = userEvent.setup({ delay: null });
    newsletter.answer = (response) => sendJson(response, 202, { accepted: true });
    renderHome();

    await enterText(user, await screen.findByRole('textbox', { name: 'Email address' }), 'traveller@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.click(await screen.findByRole('button', { name: 'Use another address' }));

    const field = await screen.findByRole('textbox', { name: 'Email address' });
    expect(field).toHaveValue('');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('posts the form, so an address submitted before the app starts never lands in a URL', async () => {
    renderHome();

    const field = await screen.findByRole('textbox', { name: 'Email address' });
    const form = field.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/newsletter');
    expect(field).toHaveAttribute('name', 'email');
  });

  it('shows the server message when the subscription fails, and keeps the address', async () => {
    const user = userEvent.setup({ delay: null });
    newsletter.answer = (response) => sendJson(response, 429, { message: 'Too many requests, please try again later' });
    renderHome();

    const field = await screen.findByRole('textbox', { name: 'Email address' });
    await enterText(user, field, 'traveller@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Too many requests, please try again later')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(field).toHaveValue('traveller@example.com');
  });

  it('falls back to a general message when the failure has no JSON body', async () => {
    const user = userEvent.setup({ delay: null });
    newsletter.answer = (response) => {
      response.writeHead(502);
      response.end();
    };
    renderHome();

    await enterText(user, await screen.findByRole('textbox', { name: 'Email address' }), 'traveller@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Failed to subscribe to newsletter')).toBeInTheDocument();
  });

  it('sends nothing for an empty field', async () => {
    const user = userEvent.setup({ delay: null });
    newsletter.answer = (response) => sendJson(response, 202, { accepted: true });
    renderHome();

    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));

    // A call on its way would have turned the button into "Subscribing..." at once.
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    // The browser's own required check stops the form, and no server error shows.
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Email address' })).not.toHaveAttribute('aria-invalid');
    expect(newsletter.bodies).toEqual([]);
  });
});
