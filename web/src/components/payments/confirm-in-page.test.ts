import type { PaymentIntentResult, Stripe, StripeElements } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';
import { confirmInPage } from './confirm-in-page';

/** Stripe.js's `confirmPayment` as far as this module uses it: it answers `result`, and keeps what it was asked. */
function stripeAnswering(result: PaymentIntentResult) {
  const asked: unknown[] = [];
  const stripe: Pick<Stripe, 'confirmPayment'> = {
    confirmPayment: ((options: unknown) => {
      asked.push(options);
      return Promise.resolve(result);
    }) as Stripe['confirmPayment'],
  };
  return { stripe, asked };
}

const elements = { kind: 'the Payment Element' } as unknown as StripeElements;

describe('confirming a Payment Element payment', () => {
  it('stays on the page: no return address, so no client secret or booking id ever lands in a URL', async () => {
    const { stripe, asked } = stripeAnswering({ paymentIntent: { id: 'pi_1', status: 'succeeded' } } as PaymentIntentResult);

    const outcome = await confirmInPage(stripe, elements);

    expect(asked).toEqual([{ elements, redirect: 'if_required' }]);
    expect(outcome).toEqual({ status: 'succeeded', paymentIntentId: 'pi_1' });
  });

  it("answers Stripe's refusal with Stripe's message", async () => {
    const { stripe } = stripeAnswering({ error: { type: 'card_error', message: 'Your card was declined.' } } as PaymentIntentResult);

    expect(await confirmInPage(stripe, elements)).toEqual({ status: 'failed', message: 'Your card was declined.' });
  });

  it('answers a PaymentIntent the server cancelled while the form was open as canceled, not as a card failure', async () => {
    const error = { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', payment_intent: { id: 'pi_3', status: 'canceled' } };
    const { stripe } = stripeAnswering({ error } as PaymentIntentResult);

    expect(await confirmInPage(stripe, elements)).toEqual({ status: 'canceled' });
  });

  it('answers a PaymentIntent that did not succeed as failed', async () => {
    const { stripe } = stripeAnswering({ paymentIntent: { id: 'pi_2', status: 'requires_action' } } as PaymentIntentResult);

    expect(await confirmInPage(stripe, elements)).toEqual({ status: 'failed', message: '' });
  });
});
