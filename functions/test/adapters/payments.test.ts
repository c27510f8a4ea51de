import { cents } from '@sunward/shared/money';
import { describe, expect, it } from 'vitest';
import { InvalidWebhookSignature, parseWebhookEvent } from '../../src/adapters/payment-events';
import { chargeOffSession, createPaymentIntent, listSucceededRefunds, retrievePaymentIntent } from '../../src/adapters/payments';
import {
  createCustomer,
  createSetupIntent,
  detachPaymentMethod,
  paymentMethodOfIntent,
  retrievePaymentMethod,
  retrieveSetupIntent,
} from '../../src/adapters/saved-cards';
import {
  attachInStripe,
  authenticateInStripe,
  confirmAsBrowser,
  confirmSetupAsBrowser,
  refundInStripe,
  signedEvent,
  signedPaymentEvent,
  signedStubEvent,
  stripePaymentIntent,
  type TestCard,
  type TestPaymentMethod,
  updateCardInStripe,
} from '../support/stripe';
import { uniqueId } from '../support/test-data';

function newIntent(amount = 60_000, idempotencyKey = uniqueId('key')) {
  return createPaymentIntent({
    amount: cents(amount),
    metadata: { bookingId: 'b-1', purpose: 'deposit' },
    description: 'Deposit',
    receiptEmail: 'traveller@example.com',
    idempotencyKey,
  });
}

describe('payments adapter on the Stripe SDK, against the local Stripe stub', () => {
  it('creates a PaymentIntent awaiting a card, with its metadata and a client secret', async () => {
    const intent = await newIntent(60_000);

    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amount: 60_000,
      amountReceived: 0,
      currency: 'usd',
      metadata: { bookingId: 'b-1', purpose: 'deposit' },
    });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
  });

  it('creates card PaymentIntents that never redirect, so the page confirms them without a return_url', async () => {
    const intent = await newIntent();

    expect(await stripePaymentIntent(intent.id)).toMatchObject({ automatic_payment_methods: { enabled: true, allow_redirects: 'never' } });
    expect((await confirmAsBrowser(intent.id, intent.clientSecret ?? '', { paymentMethod: 'pm_card_visa' })).status).toBe(200);
  });

  it('lists the succeeded refunds of a charge from Stripe', async () => {
    const intent = await newIntent();
    await confirmAsBrowser(intent.id, intent.clientSecret ?? '', { paymentMethod: 'pm_card_visa' });
    const first = await refundInStripe(intent.id, 1_000);
    const second = await refundInStripe(intent.id, 2_500);

    const refunds = await listSucceededRefunds(String(first.json.charge));

    expect(refunds).toEqual([
      { id: second.json.id, amountCents: 2_500 },
      { id: first.json.id, amountCents: 1_000 },
    ]);
  });

  it('lists every page of a charge’s refunds', async () => {
    const intent = await newIntent();
    await confirmAsBrowser(intent.id, intent.clientSecret ?? '', { paymentMethod: 'pm_card_visa' });
    const ids: unknown[] = [];
    // One more than a page of 100.
    for (let count = 0; count < 101; count += 1) ids.push((await refundInStripe(intent.id, 100)).json.id);

    const refunds = await listSucceededRefunds(String((await stripePaymentIntent(intent.id)).latest_charge));

    expect(refunds.map((refund) => refund.id).sort()).toEqual([...ids].sort());
  });

  it('reads when Stripe created an event, and the charge of a charge.refunded event', async () => {
    const { body, headers } = signedEvent('charge.refunded', { id: 'ch_test0000000001', object: 'charge', payment_intent: 'pi_test0000000001' }, { created: 1_790_000_000 });

    expect(await parseWebhookEvent(body, headers['stripe-signature'])).toMatchObject({
      type: 'charge.refunded',
      createdAt: new Date(1_790_000_000_000),
      chargeId: 'ch_test0000000001',
      paymentIntentId: 'pi_test0000000001',
    });
  });

  it('answers the same PaymentIntent for the same idempotency key', async () => {
    const key = uniqueId('key');
    const [first, second] = await Promise.all([newIntent(60_000, key), newIntent(60_000, key)]);

    expect(second.id).toBe(first.id);
  });

  it('sees a PaymentIntent succeed after the browser confirms 4242 4242 4242 4242', async () => {
    const intent = await newIntent();

    const confirmation = await confirmAsBrowser(intent.id, intent.clientSecret ?? '', '4242 4242 4242 4242');

    expect(confirmation.status).toBe(200);
    expect(await retrievePaymentIntent(intent.id)).toMatchObject({ status: 'succeeded', amountReceived: 60_000 });
  });

  it.each([
    ['4000 0000 0000 0002', '4000 0000 0000 0002' as const],
    ['pm_card_chargeDeclined', { paymentMethod: 'pm_card_chargeDeclined' as const }],
  ])('sees %s declined with Stripe’s card error, and nothing received', async (_name, card) => {
    const intent = await newIntent();

    const confirmation = await confirmAsBrowser(intent.id, intent.clientSecret ?? '', card);

    expect(confirmation.status).toBe(402);
    expect(confirmation.json).toMatchObject({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    expect(await retrievePaymentIntent(intent.id)).toMatchObject({ status: 'requires_payment_method', amountReceived: 0 });
  });

  it('refuses a confirmation with a wrong client secret', async () => {
    const intent = await newIntent();

    const confirmation = await confirmAsBrowser(intent.id, `${intent.id}_secret_guess`, { paymentMethod: 'pm_card_visa' });

    expect(confirmation.status).toBe(401);
    expect(await retrievePaymentIntent(intent.id)).toMatchObject({ status: 'requires_payment_method' });
  });

  it('answers undefined for a PaymentIntent Stripe does not know', async () => {
    expect(await retrievePaymentIntent('pi_does_not_exist')).toBeUndefined();
  });

  it('reads a correctly signed webhook event and names its PaymentIntent', async () => {
    const intent = await newIntent();
    await confirmAsBrowser(intent.id, intent.clientSecret ?? '', { paymentMethod: 'pm_card_visa' });
    const { body, headers } = await signedPaymentEvent(intent.id);

    const event = await parseWebhookEvent(body, headers['stripe-signature']);

    expect(event).toMatchObject({ type: 'payment_intent.succeeded', paymentIntentId: intent.id });
  });

  it('refuses a webhook signed with another secret, a changed body, or no signature', async () => {
    const intent = await newIntent();
    const forged = await signedPaymentEvent(intent.id, { secret: 'whsec_forged' });
    const genuine = await signedPaymentEvent(intent.id);

    await expect(parseWebhookEvent(forged.body, forged.headers['stripe-signature'])).rejects.toThrow(InvalidWebhookSignature);
    await expect(
      parseWebhookEvent(genuine.body.replace('payment_intent.succeeded', 'payment_intent.created'), genuine.headers['stripe-signature']),
    ).rejects.toThrow(InvalidWebhookSignature);
    await expect(parseWebhookEvent(genuine.body, undefined)).rejects.toThrow(InvalidWebhookSignature);
  });

  describe('saved cards and charges without the traveller', () => {
    const newCustomer = (key = uniqueId('customer')) => createCustomer({ email: 'traveller@example.com', name: 'Ada Traveller', bookingId: 'b-1', idempotencyKey: key });

    /** A card saved on a new Customer through a SetupIntent confirmed in the browser, authenticated when the bank asks. */
    async function savedCard(card: TestCard | { paymentMethod: TestPaymentMethod }) {
      const customer = await newCustomer();
      const setup = await createSetupIntent({ customerId: customer.id, bookingId: 'b-1', purpose: 'opt-in', idempotencyKey: uniqueId('setup') });
      const confirmed = await confirmSetupAsBrowser(setup.id, setup.clientSecret, card);
      if (confirmed.json.status === 'requires_action') await authenticateInStripe(setup.id, 'complete');
      const stored = await retrieveSetupIntent(setup.id);
      return { customerId: customer.id, paymentMethodId: stored?.paymentMethodId ?? '' };
    }

    const charge = (saved: { customerId: string; paymentMethodId: string }, idempotencyKey = uniqueId('installment')) =>
      chargeOffSession({
        amount: cents(39_300),
        ...saved,
        metadata: { bookingId: 'b-1', purpose: 'installment', installment: '1' },
        description: 'Installment 1 of 6',
        receiptEmail: 'traveller@example.com',
        idempotencyKey,
      });

    it('makes one Customer per idempotency key', async () => {
      const key = uniqueId('customer');

      const [first, second] = await Promise.all([newCustomer(key), newCustomer(key)]);

      expect(first.id).toMatch(/^cus_/);
      expect(second.id).toBe(first.id);
    });

    it('saves a card with a SetupIntent for later charges, and reads it back with its booking', async () => {
      const customer = await newCustomer();
      const setup = await createSetupIntent({ customerId: customer.id, bookingId: 'b-7', purpose: 'change-card', idempotencyKey: uniqueId('setup') });
      const before = await retrieveSetupIntent(setup.id);

      await confirmSetupAsBrowser(setup.id, setup.clientSecret, '4242 4242 4242 4242');
      const after = await retrieveSetupIntent(setup.id);

      expect(setup).toMatchObject({ status: 'requires_payment_method', clientSecret: expect.stringMatching(new RegExp(`^${setup.id}_secret_`)) });
      expect(before).toMatchObject({ status: 'requires_payment_method', paymentMethodId: null });
      expect(after).toMatchObject({ status: 'succeeded', customerId: customer.id, metadata: { bookingId: 'b-7', purpose: 'change-card' } });
      expect(await retrievePaymentMethod(after?.paymentMethodId ?? '')).toEqual({
        id: after?.paymentMethodId,
        customerId: customer.id,
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2 },
      });
    });

    it('saves the deposit’s card on the Customer once the traveller authenticated it, then charges it without them', async () => {
      const customer = await newCustomer();
      const deposit = await createPaymentIntent({
        amount: cents(30_000),
        metadata: { bookingId: 'b-1', purpose: 'deposit' },
        description: 'Deposit',
        receiptEmail: 'traveller@example.com',
        idempotencyKey: uniqueId('deposit'),
        customerId: customer.id,
        saveCardForLater: true,
      });

      const confirmed = await confirmAsBrowser(deposit.id, deposit.clientSecret ?? '', '4000 0025 0000 3155');
      const beforeAuthentication = await paymentMethodOfIntent(deposit.id);
      await authenticateInStripe(deposit.id, 'complete');
      const saved = await paymentMethodOfIntent(deposit.id);
      const installment = await charge({ customerId: customer.id, paymentMethodId: saved?.paymentMethodId ?? '' });

      expect(confirmed.json).toMatchObject({ status: 'requires_action', setup_future_usage: 'off_session', customer: customer.id });
      expect(beforeAuthentication?.customerId).toBe(customer.id);
      expect(await retrievePaymentIntent(deposit.id)).toMatchObject({ status: 'succeeded', amountReceived: 30_000 });
      expect(saved).toMatchObject({ customerId: customer.id, card: { brand: 'visa', last4: '3155' } });
      expect((await retrievePaymentMethod(saved?.paymentMethodId ?? ''))?.customerId).toBe(customer.id);
      expect(installment).toMatchObject({ outcome: 'succeeded', intent: { status: 'succeeded', amount: 39_300, metadata: { purpose: 'installment', installment: '1' } } });
    });

    it('refuses to save a card for later without a Customer', async () => {
      await expect(
        createPaymentIntent({ amount: cents(30_000), metadata: {}, description: 'Deposit', receiptEmail: 'a@example.com', idempotencyKey: uniqueId('key'), saveCardForLater: true }),
      ).rejects.toThrow('Customer');
    });

    it('charges a card set up with 4000 0025 0000 3155 without the traveller', async () => {
      const outcome = await charge(await savedCard('4000 0025 0000 3155'));

      expect(outcome).toMatchObject({ outcome: 'succeeded', intent: { status: 'succeeded', amountReceived: 39_300 } });
    });

    it.each([
      ['4000 0027 6000 3184, whose bank wants every charge authenticated', '4000 0027 6000 3184' as TestCard, { code: 'authentication_required', declineCode: 'authentication_required' }],
      ['4000 0000 0000 0341, saved fine but declined when charged', '4000 0000 0000 0341' as TestCard, { code: 'card_declined', declineCode: 'generic_decline' }],
      ['pm_card_chargeDeclinedInsufficientFunds', { paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds' }, { code: 'card_declined', declineCode: 'insufficient_funds', adviceCode: 'try_again_later' }],
      ['pm_card_chargeDeclinedExpiredCard', { paymentMethod: 'pm_card_chargeDeclinedExpiredCard' }, { code: 'expired_card', declineCode: 'expired_card' }],
    ] as const)('answers a refused off-session charge of %s as failed, with Stripe’s codes and the failed PaymentIntent', async (_name, card, codes) => {
      const outcome = await charge(await savedCard(card));

      expect(outcome).toMatchObject({ outcome: 'failed', ...codes, message: expect.any(String), intent: { status: 'requires_payment_method', amountReceived: 0 } });
      if (!('adviceCode' in codes)) expect(outcome).not.toHaveProperty('adviceCode');
    });

    it('answers the same PaymentIntent, or the same refusal, for the same idempotency key', async () => {
      const paying = await savedCard({ paymentMethod: 'pm_card_visa' });
      const refusing = await savedCard({ paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds' });
      const paidKey = uniqueId('installment');
      const refusedKey = uniqueId('installment');

      const [paid, paidAgain] = [await charge(paying, paidKey), await charge(paying, paidKey)];
      const [refused, refusedAgain] = [await charge(refusing, refusedKey), await charge(refusing, refusedKey)];

      expect(paidAgain.intent?.id).toBe(paid.intent?.id);
      expect(refused).toMatchObject({ outcome: 'failed', declineCode: 'insufficient_funds' });
      expect(refusedAgain).toEqual(refused);
    });

    it('detaches a card so it can no longer be charged, and detaching again or an unknown card is no error', async () => {
      const saved = await savedCard({ paymentMethod: 'pm_card_visa' });

      await detachPaymentMethod(saved.paymentMethodId);
      await detachPaymentMethod(saved.paymentMethodId);
      await detachPaymentMethod('pm_unknown0000000000');

      expect((await retrievePaymentMethod(saved.paymentMethodId))?.customerId).toBeNull();
      await expect(charge(saved)).rejects.toThrow(/may not be used again/);
    });

    it('reads a card attached without a setup: off-session, 4000 0025 0000 3155 then needs authentication', async () => {
      const customer = await newCustomer();
      const attached = await attachInStripe('pm_card_authenticationRequiredOnSetup', customer.id);

      const outcome = await charge({ customerId: customer.id, paymentMethodId: String(attached.json.id) });

      expect(outcome).toMatchObject({ outcome: 'failed', code: 'authentication_required' });
    });

    it('answers undefined for a SetupIntent, a card or a PaymentIntent’s card Stripe does not know', async () => {
      expect(await retrieveSetupIntent('seti_unknown00000000')).toBeUndefined();
      expect(await retrievePaymentMethod('pm_unknown00000000')).toBeUndefined();
      expect(await paymentMethodOfIntent('pi_unknown00000000')).toBeUndefined();
    });

    it('reads a failed payment’s codes, a card set up, and the card updater’s new expiry from their events', async () => {
      const refusing = await savedCard({ paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds' });
      const refused = await charge(refusing);
      const customer = await newCustomer();
      const setup = await createSetupIntent({ customerId: customer.id, bookingId: 'b-1', purpose: 'opt-in', idempotencyKey: uniqueId('setup') });
      await confirmSetupAsBrowser(setup.id, setup.clientSecret, { paymentMethod: 'pm_card_visa' });
      await updateCardInStripe(refusing.paymentMethodId, { expMonth: 4, expYear: 2032, last4: '1881' });

      const failed = await signedStubEvent('payment_intent.payment_failed', refused.intent?.id ?? '');
      const succeeded = await signedStubEvent('setup_intent.succeeded', setup.id);
      const updated = await signedStubEvent('payment_method.automatically_updated', refusing.paymentMethodId);

      expect(await parseWebhookEvent(failed.body, failed.headers['stripe-signature'])).toMatchObject({
        type: 'payment_intent.payment_failed',
        paymentIntentId: refused.intent?.id,
        failure: { code: 'card_declined', declineCode: 'insufficient_funds', adviceCode: 'try_again_later', message: 'Your card has insufficient funds.' },
      });
      expect(await parseWebhookEvent(succeeded.body, succeeded.headers['stripe-signature'])).toMatchObject({ type: 'setup_intent.succeeded', setupIntentId: setup.id });
      expect(await parseWebhookEvent(updated.body, updated.headers['stripe-signature'])).toMatchObject({
        type: 'payment_method.automatically_updated',
        paymentMethodId: refusing.paymentMethodId,
        card: { brand: 'visa', last4: '1881', expMonth: 4, expYear: 2032 },
      });
    });
  });
});
