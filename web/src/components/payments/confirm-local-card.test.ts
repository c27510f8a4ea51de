import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmLocalCard, confirmLocalSetup } from './confirm-local-card';
import { askInDialog } from './local-authentication';

const card = { number: '4000002500003155', expMonth: 12, expYear: 2040, cvc: '123' };

/** The Stripe stub as far as the browser talks to it: each request is kept, and answered from `answers` in turn. */
function stubAnswering(...answers: { status?: number; body: unknown }[]) {
  const requests: { url: string; method: string; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: URL | string, init?: RequestInit) => {
      requests.push({ url: String(url), method: init?.method ?? 'GET', body: init?.body ? String(init.body) : '' });
      const answer = answers.shift() ?? { status: 500, body: {} };
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } }));
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('confirming with a test card against the local Stripe stub', () => {
  it('pays at once when the bank asks nothing', async () => {
    const requests = stubAnswering({ body: { id: 'pi_1', status: 'succeeded' } });

    const outcome = await confirmLocalCard({ publishableKey: 'pk_test', clientSecret: 'pi_1_secret', paymentIntentId: 'pi_1', card });

    expect(outcome).toEqual({ status: 'succeeded', paymentIntentId: 'pi_1' });
    expect(requests).toHaveLength(1);
    expect(new URLSearchParams(requests[0]?.body)).toEqual(
      new URLSearchParams({
        key: 'pk_test',
        client_secret: 'pi_1_secret',
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': card.number,
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '2040',
        'payment_method_data[card][cvc]': '123',
      }),
    );
  });

  it('asks for authentication when the PaymentIntent requires an action, posts the choice to the stub’s page, and reads the intent again', async () => {
    const requests = stubAnswering(
      { body: { id: 'pi_2', status: 'requires_action' } },
      { body: { id: 'pi_2', status: 'succeeded' } },
      { body: { id: 'pi_2', status: 'succeeded' } },
    );
    const asked: string[] = [];

    const outcome = await confirmLocalCard({
      publishableKey: 'pk_test',
      clientSecret: 'pi_2_secret',
      paymentIntentId: 'pi_2',
      paymentMethodId: 'pm_saved',
      setupFutureUsage: 'off_session',
      askForAuthentication: (what) => {
        asked.push(what);
        return Promise.resolve('complete');
      },
    });

    expect(outcome).toEqual({ status: 'succeeded', paymentIntentId: 'pi_2' });
    expect(asked).toEqual(['This payment']);
    expect(new URLSearchParams(requests[0]?.body).get('payment_method')).toBe('pm_saved');
    expect(new URLSearchParams(requests[0]?.body).get('setup_future_usage')).toBe('off_session');
    expect(requests[1]).toMatchObject({ url: expect.stringMatching(/\/_local\/stripe\/authenticate\/pi_2$/), method: 'POST', body: 'outcome=complete' });
    expect(requests[2]?.url).toMatch(/\/_local\/stripe\/v1\/payment_intents\/pi_2\?key=pk_test&client_secret=pi_2_secret$/);
  });

  it('answers a failed authentication with Stripe’s message', async () => {
    const message = 'The provided PaymentMethod has failed authentication.';
    stubAnswering(
      { body: { id: 'pi_3', status: 'requires_action' } },
      { body: { id: 'pi_3', status: 'requires_payment_method' } },
      { body: { id: 'pi_3', status: 'requires_payment_method', last_payment_error: { message } } },
    );

    const outcome = await confirmLocalCard({ publishableKey: 'pk_test', clientSecret: 's', paymentIntentId: 'pi_3', card, askForAuthentication: () => Promise.resolve('fail') });

    expect(outcome).toEqual({ status: 'failed', message });
  });

  it('saves a card with a SetupIntent, through the authentication the bank asked for, and names the saved card', async () => {
    const requests = stubAnswering(
      { body: { id: 'seti_1', status: 'requires_action', payment_method: 'pm_1' } },
      { body: { id: 'seti_1', status: 'succeeded' } },
      { body: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_1' } },
    );

    const outcome = await confirmLocalSetup({ publishableKey: 'pk_test', clientSecret: 'seti_1_secret', setupIntentId: 'seti_1', card, askForAuthentication: () => Promise.resolve('complete') });

    expect(outcome).toEqual({ status: 'succeeded', setupIntentId: 'seti_1', paymentMethodId: 'pm_1' });
    expect(requests[0]?.url).toMatch(/\/_local\/stripe\/v1\/setup_intents\/seti_1\/confirm$/);
  });

  it('answers a card Stripe will not save with Stripe’s message', async () => {
    stubAnswering({ status: 402, body: { error: { message: 'Your card was declined.', setup_intent: { status: 'requires_payment_method' } } } });

    expect(await confirmLocalSetup({ publishableKey: 'pk_test', clientSecret: 's', setupIntentId: 'seti_2', card })).toEqual({ status: 'failed', message: 'Your card was declined.' });
  });
});

describe('the local authentication dialog', () => {
  it('offers to complete or fail, answers the choice, and leaves nothing behind', async () => {
    const choice = askInDialog('This payment');
    const dialog = document.querySelector('dialog');

    expect(dialog?.getAttribute('aria-labelledby')).toBe('local-authentication-title');
    expect(dialog?.textContent).toContain('This payment needs your bank to confirm it is you.');
    const buttons = [...(dialog?.querySelectorAll('button') ?? [])];
    expect(buttons.map((button) => button.textContent)).toEqual(['Complete authentication', 'Fail authentication']);
    buttons[0]?.click();

    expect(await choice).toBe('complete');
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('opens inside the page’s own modal dialog when the card form sits in one', async () => {
    const pageDialog = document.createElement('div');
    pageDialog.setAttribute('role', 'dialog');
    const submit = document.createElement('button');
    pageDialog.append(submit);
    document.body.append(pageDialog);
    submit.focus();

    const choice = askInDialog('Saving your card');
    const dialog = pageDialog.querySelector('dialog');
    dialog?.querySelectorAll('button')[1]?.click();

    expect(dialog).not.toBeNull();
    expect(await choice).toBe('fail');
    pageDialog.remove();
  });

  it('fails the authentication when the dialog is dismissed, as closing Stripe’s does', async () => {
    const choice = askInDialog('This payment');

    document.querySelector('dialog')?.dispatchEvent(new Event('cancel', { cancelable: true }));

    expect(await choice).toBe('fail');
  });
});
