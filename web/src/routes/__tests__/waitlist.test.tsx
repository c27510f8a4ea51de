import { packageIds } from '@sunward/shared/catalogue/package-ids';
import type { WaitlistEntryView } from '@sunward/shared/schemas/waitlist';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDeadline } from '../../lib/format';
import { renderApp } from '../../testing/render-app';
import { readCall, sendJson, useTestApiServer } from '../../testing/test-api-server';
import { useTestClock } from '../../testing/test-clock';

const now = new Date('2026-12-01T15:00:00Z');
useTestClock(now);

const TOKEN = 'w8Yq-2_cR1bKx9tUZlS3nOdF6gIkV8qEhJ2pL5uX7zB';
const offerExpiresAt = new Date(now.getTime() + 48 * 3_600_000).toISOString();

function entryIn(state: WaitlistEntryView['state'], changes: Partial<WaitlistEntryView> = {}): WaitlistEntryView {
  const inLine = state === 'waiting' || state === 'offered';
  return {
    packageId: packageIds.tobago,
    departureId: '2027-02-11',
    tripTitle: 'Tobago Island Escape',
    departureDate: '2027-02-11',
    returnDate: '2027-02-14',
    name: 'Ana María Lopez',
    email: 'ana@example.com',
    phone: '+1 212 555 0100',
    travelers: 2,
    state,
    placeInLine: inLine ? 3 : null,
    offerExpiresAt: state === 'offered' ? offerExpiresAt : null,
    ...changes,
  };
}

/** What each call answers in the current test; the bodies it received. */
const api = {
  entry: entryIn('waiting') as WaitlistEntryView | { status: number; message: string },
  confirm: entryIn('waiting') as WaitlistEntryView | { status: number; message: string },
  leave: entryIn('left') as WaitlistEntryView,
  calls: [] as Array<{ route: string; body: unknown }>,
};
useTestApiServer(async (request, response) => {
  const { route, body } = await readCall(request);
  api.calls.push({ route, body });
  const answer = (value: WaitlistEntryView | { status: number; message: string }) =>
    'status' in value && typeof value.status === 'number' ? sendJson(response, value.status, { message: value.message }) : sendJson(response, 200, value);
  if (route === 'POST /api/waitlist/entry') return answer(api.entry);
  if (route === 'POST /api/waitlist/confirm') return answer(api.confirm);
  if (route === 'POST /api/waitlist/leave') return answer(api.leave);
  sendJson(response, 404, { message: 'Not found' });
});

function open(entry: typeof api.entry, path = `/waitlist#token=${TOKEN}`) {
  api.entry = entry;
  api.calls.length = 0;
  return renderApp(path);
}

describe('the waitlist entry page', () => {
  it("opens the entry with the link's token in a POST body, and takes the token out of the address bar", async () => {
    const { router } = open(entryIn('waiting'));

    const card = await screen.findByRole('region', { name: 'You are on the waitlist' });
    expect(within(card).getByText('Tobago Island Escape')).toBeInTheDocument();
    expect(within(card).getByText('February 11–14, 2027 · 2 travelers')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('You are number 3 in line');
    expect(within(card).getByRole('status')).toHaveTextContent('we e-mail you');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(api.calls).toEqual([{ route: 'POST /api/waitlist/entry', body: { token: TOKEN } }]);
    expect(screen.queryByRole('button', { name: 'Confirm my place' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Your place on the waitlist | Sunward Group Travel'));
  });

  it("confirms an unconfirmed entry only on 'Confirm my place', then shows its place in line", async () => {
    const user = userEvent.setup({ delay: null });
    api.confirm = entryIn('waiting', { placeInLine: 4 });
    open(entryIn('unconfirmed'));

    const card = await screen.findByRole('region', { name: 'Confirm your place in line' });
    expect(within(card).getByRole('status')).toHaveTextContent('Your place is not confirmed yet.');
    await user.click(within(card).getByRole('button', { name: 'Confirm my place' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'You are on the waitlist' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('You are number 4 in line');
    expect(api.calls.map((call) => call.route)).toEqual(['POST /api/waitlist/entry', 'POST /api/waitlist/confirm']);
    expect(api.calls[1]?.body).toEqual({ token: TOKEN });
  });

  it("shows the confirm call's refusal when the entry has ended meanwhile", async () => {
    const user = userEvent.setup({ delay: null });
    api.confirm = { status: 409, message: 'This waitlist place has ended' };
    open(entryIn('unconfirmed'));

    await user.click(await screen.findByRole('button', { name: 'Confirm my place' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This waitlist place has ended');
  });

  it("offers the held seats until the offer's end, with 'Book my seats' opening the booking form with the token in its fragment", async () => {
    open(entryIn('offered'));

    const card = await screen.findByRole('region', { name: 'Seats are free for your group' });
    expect(within(card).getByRole('status')).toHaveTextContent(`Seats are held for you until ${formatDeadline(offerExpiresAt)}`);
    expect(within(card).getByRole('link', { name: 'Book my seats' })).toHaveAttribute(
      'href',
      `/booking?package=${packageIds.tobago}&departure=2027-02-11#waitlist=${TOKEN}`,
    );
    expect(within(card).getByRole('button', { name: 'Leave the waitlist' })).toBeInTheDocument();
  });

  it('asks before leaving, keeps the place when the traveller stays, and leaves when they confirm', async () => {
    const user = userEvent.setup({ delay: null });
    open(entryIn('waiting'));

    await user.click(await screen.findByRole('button', { name: 'Leave the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waitlist?' });
    expect(dialog).toHaveTextContent('You give up your place in line (number 3).');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the waitlist' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.map((call) => call.route)).toEqual(['POST /api/waitlist/entry']);

    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave the waitlist' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'You left the waitlist' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.route)).toEqual(['POST /api/waitlist/entry', 'POST /api/waitlist/leave']);
    expect(api.calls[1]?.body).toEqual({ token: TOKEN });
    expect(screen.queryByRole('button', { name: 'Leave the waitlist' })).not.toBeInTheDocument();
  });

  it.each([
    ['booked', 'You booked your seats', 'You booked these seats from the waitlist.', false],
    ['lapsed', 'Your offer has ended', 'The seats held for you were not booked in time', true],
    ['left', 'You left the waitlist', 'You are no longer on the waitlist for this departure', true],
    ['removed', 'Your place was removed', 'Our team removed this place from the waitlist.', false],
  ] as const)('says what became of a %s entry, with nothing left to leave', async (state, title, words, mayJoinAgain) => {
    open(entryIn(state));

    const card = await screen.findByRole('region', { name: title });
    expect(within(card).getByRole('status')).toHaveTextContent(words);
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const again = within(card).queryByRole('link', { name: 'Join the waitlist again' });
    if (mayJoinAgain) expect(again).toHaveAttribute('href', `/waitlist/join?package=${packageIds.tobago}&departure=2027-02-11`);
    else expect(again).not.toBeInTheDocument();
  });

  it("shows the 404's message for a link that is not valid", async () => {
    open({ status: 404, message: 'This waitlist link is not valid' });

    expect(await screen.findByRole('alert')).toHaveTextContent('This waitlist link is not valid');
    expect(screen.getByRole('heading', { level: 2, name: 'This link does not work' })).toBeInTheDocument();
  });

  it('explains a link without its token and sends nothing', async () => {
    open(entryIn('waiting'), '/waitlist');

    expect(await screen.findByRole('heading', { level: 2, name: 'This link is not complete' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
