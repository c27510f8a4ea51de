/**
 * The Stripe stub against Stripe's published OpenAPI specification and fixtures (decision 035):
 * every object and error it answers, and every event it posts, is validated with the schema Stripe
 * publishes for it, closed to fields Stripe does not have, and compared field by field with
 * Stripe's own example of it.
 *
 * Source: github.com/stripe/openapi at f6c2a48fbac2819d1feba8143d942ffc65e1c0d2, `openapi/spec3.json`
 * and `openapi/fixtures3.json`, trimmed to `test/fixtures/stripe-openapi/` (its README says how).
 */
import { readFileSync } from 'node:fs';
import { stripeApiVersion } from '@sunward/shared/stripe-api-version';
import { Ajv, type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStripeKeys, type RunningStripeStub, startStripeStub } from '../src/stripe-stub';

const fixturesDir = new URL('./fixtures/stripe-openapi/', import.meta.url);
const readJson = <T>(name: string) => JSON.parse(readFileSync(new URL(name, fixturesDir), 'utf8')) as T;
const spec = readJson<{ components: { schemas: Record<string, Record<string, unknown>> } }>('spec3.excerpt.json');
const fixtures = readJson<{ resources: Record<string, Record<string, unknown>> }>('fixtures3.excerpt.json');

type Resource = 'charge' | 'customer' | 'dispute' | 'event' | 'payment_intent' | 'payment_method' | 'refund' | 'setup_intent' | 'api_errors';

/**
 * Fields the stub answers that the spec above lacks: those in Stripe's own example of the resource,
 * and those the pinned version (2026-10-28.endive) brought after the spec was published, which the
 * `stripe` package of that version types as always present.
 */
const newerThanSpec: Partial<Record<Resource, string[]>> = {
  payment_intent: ['payment_record'],
  dispute: ['intended_submission_method'],
};

function fieldsBeyondSpec(resource: Resource): string[] {
  const specified = Object.keys((spec.components.schemas[resource]?.properties as object | undefined) ?? {});
  const example = Object.keys(fixtures.resources[resource] ?? {});
  return [...example.filter((field) => !specified.includes(field)), ...(newerThanSpec[resource] ?? [])];
}

/**
 * OpenAPI 3.0 to the JSON Schema Ajv reads: `nullable` becomes a union with null, a schema the
 * excerpt left out is any value, Stripe's `x-` annotations go, and each resource is closed to the
 * fields Stripe gives it.
 */
function toJsonSchema(node: unknown, name?: string): unknown {
  if (Array.isArray(node)) return node.map((item) => toJsonSchema(item));
  if (node === null || typeof node !== 'object') return node;
  const { $ref, nullable, ...rest } = node as Record<string, unknown> & { $ref?: string; nullable?: boolean };
  if ($ref) {
    const target = $ref.replace('#/components/schemas/', '');
    return target in spec.components.schemas ? { $ref: `stripe#/definitions/${target}` } : {};
  }
  const converted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key.startsWith('x-')) continue;
    converted[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([field, schema]) => [field, toJsonSchema(schema)])) : toJsonSchema(value);
  }
  if (name && converted.properties && name !== 'notification_event_data') {
    const extra = Object.fromEntries(fieldsBeyondSpec(name as Resource).map((field) => [field, {}]));
    converted.properties = { ...(converted.properties as object), ...extra };
    converted.additionalProperties = false;
  }
  return nullable ? { anyOf: [converted, { type: 'null' }] } : converted;
}

const ajv = new Ajv({ allErrors: true, strict: true });
ajv.addFormat('unix-time', { type: 'number', validate: (value: number) => Number.isInteger(value) && value > 0 });
ajv.addFormat('currency', /^[a-z]{3}$/);
ajv.addSchema({
  $id: 'stripe',
  definitions: Object.fromEntries(Object.entries(spec.components.schemas).map(([name, schema]) => [name, toJsonSchema(schema, name)])),
});
/** A charge's refunds list: the shape `GET /v1/refunds` answers too. */
const refundListSchema = { ...(spec.components.schemas.charge?.properties as Record<string, object>).refunds, nullable: false };
const validators = new Map<string, ValidateFunction>();

/** The schema's complaints about `value`, as `path: message` lines; none when it fits. */
function misfits(schema: 'error' | 'event' | Resource | 'refund_list', value: unknown): string[] {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile((schema === 'refund_list' ? toJsonSchema(refundListSchema) : { $ref: `stripe#/definitions/${schema}` }) as object);
    validators.set(schema, validate);
  }
  validate(value);
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'}: ${error.message ?? ''} ${JSON.stringify(error.params)}`);
}

/** Fields where the stub's value is of another JSON type than in Stripe's example (nulls aside). */
function typeDifferences(resource: Resource, value: Record<string, unknown>): string[] {
  const kind = (item: unknown) => (Array.isArray(item) ? 'array' : item === null ? 'null' : typeof item);
  const example = fixtures.resources[resource] ?? {};
  return Object.entries(value)
    .filter(([field, item]) => field in example && kind(item) !== 'null' && kind(example[field]) !== 'null' && kind(item) !== kind(example[field]))
    .map(([field, item]) => `${field}: ${kind(item)}, Stripe's example ${kind(example[field])}`);
}

describe('the Stripe stub against Stripe’s published OpenAPI specification and fixtures', () => {
  let stub: RunningStripeStub;

  beforeAll(async () => {
    stub = await startStripeStub();
  });

  afterAll(async () => {
    await stub?.stop();
  });

  async function call(method: 'GET' | 'POST', path: string, form: Record<string, string> = {}) {
    const query = method === 'GET' && Object.keys(form).length > 0 ? `?${new URLSearchParams(form)}` : '';
    const response = await fetch(`${stub.baseUrl}${path}${query}`, {
      method,
      headers: { authorization: `Bearer ${localStripeKeys.secretKey}`, 'content-type': 'application/x-www-form-urlencoded', 'stripe-version': stripeApiVersion },
      ...(method === 'POST' ? { body: new URLSearchParams(form) } : {}),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  const newIntent = async () =>
    (
      await call('POST', '/v1/payment_intents', {
        amount: '60000',
        currency: 'usd',
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
        'metadata[bookingId]': 'b-1',
      })
    ).json as { id: string };

  function expectStripeShape(resource: Resource, value: Record<string, unknown>) {
    expect(misfits(resource, value)).toEqual([]);
    expect(typeDifferences(resource, value)).toEqual([]);
  }

  it('reads Stripe’s own examples as fitting the excerpt of its specification', () => {
    for (const resource of ['charge', 'customer', 'dispute', 'event', 'payment_intent', 'payment_method', 'refund', 'setup_intent'] as const) {
      expect(misfits(resource, fixtures.resources[resource]), resource).toEqual([]);
    }
  });

  it('answers PaymentIntents in Stripe’s shape, expanding `latest_charge` only when asked', async () => {
    const created = await newIntent();
    const confirmed = await call('POST', `/v1/payment_intents/${created.id}/confirm`, { payment_method: 'pm_card_visa' });
    const plain = await call('GET', `/v1/payment_intents/${created.id}`);
    const expanded = await call('GET', `/v1/payment_intents/${created.id}`, { 'expand[]': 'latest_charge' });
    const cancelled = await call('POST', `/v1/payment_intents/${(await newIntent()).id}/cancel`, { cancellation_reason: 'abandoned' });

    for (const answer of [created, confirmed.json, plain.json, expanded.json, cancelled.json]) expectStripeShape('payment_intent', answer as Record<string, unknown>);
    expect(plain.json).toMatchObject({ status: 'succeeded', automatic_payment_methods: { enabled: true, allow_redirects: 'never' } });
    expect(plain.json.latest_charge).toEqual(expect.stringMatching(/^ch_/));
    const charge = expanded.json.latest_charge as Record<string, unknown>;
    expectStripeShape('charge', charge);
    expect(charge).not.toHaveProperty('refunds');
  });

  it('answers refunds, a charge’s refunds list and a refund list in Stripe’s shapes', async () => {
    const intent = await newIntent();
    await call('POST', `/v1/payment_intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' });
    const refund = await call('POST', '/v1/refunds', { payment_intent: intent.id, amount: '1500' });
    const charge = (await call('GET', `/v1/payment_intents/${intent.id}`, { 'expand[]': 'latest_charge.refunds' })).json.latest_charge as Record<string, unknown>;
    const list = await call('GET', '/v1/refunds', { charge: String(refund.json.charge) });

    expectStripeShape('refund', refund.json);
    expectStripeShape('charge', charge);
    expect(misfits('refund_list', charge.refunds)).toEqual([]);
    expect(misfits('refund_list', list.json)).toEqual([]);
    expect(list.json).toMatchObject({ object: 'list', url: '/v1/refunds', has_more: false, data: [{ id: refund.json.id }] });
  });

  it('answers errors with Stripe’s body and status', async () => {
    const declined = await newIntent();
    const answers = [
      [402, await call('POST', `/v1/payment_intents/${declined.id}/confirm`, { payment_method: 'pm_card_chargeDeclined' })],
      [404, await call('GET', '/v1/payment_intents/pi_unknown00000000')],
      [400, await call('GET', `/v1/payment_intents/${declined.id}`, { 'expand[]': 'customer' })],
      [400, await call('POST', '/v1/refunds', { payment_intent: declined.id })],
    ] as const;

    for (const [status, answer] of answers) {
      expect(answer.status).toBe(status);
      expect(misfits('error', answer.json)).toEqual([]);
    }
    expect(answers[0][1].json.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      charge: expect.stringMatching(/^ch_/),
      payment_intent: { id: declined.id, status: 'requires_payment_method', latest_charge: expect.stringMatching(/^ch_/) },
    });
    expect(answers[1][1].json.error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
  });

  it('makes events in Stripe’s shape for the pinned version, a refund’s charge without its refunds', async () => {
    const intent = await newIntent();
    await call('POST', `/v1/payment_intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' });
    await call('POST', '/v1/refunds', { payment_intent: intent.id });
    const disputed = await newIntent();
    await call('POST', `/v1/payment_intents/${disputed.id}/confirm`, { payment_method: 'pm_card_createDispute' });

    const events = ((await call('GET', '/v1/events', { limit: '100' })).json.data as Array<Record<string, unknown> & { data: { object: Record<string, unknown> } }>).filter(
      (event) => [intent.id, disputed.id].includes(String(event.data.object.payment_intent ?? event.data.object.id)),
    );

    expect(events.map((event) => event.type).sort()).toEqual(['charge.dispute.created', 'charge.refunded', 'payment_intent.succeeded', 'payment_intent.succeeded']);
    for (const event of events) {
      expectStripeShape('event', event);
      expect(event.api_version).toBe(stripeApiVersion);
      expectStripeShape(event.data.object.object as Resource, event.data.object);
    }
    expect(events.find((event) => event.type === 'charge.refunded')?.data.object).not.toHaveProperty('refunds');
  });

  it('answers a dispute and its evidence in Stripe’s shape', async () => {
    const intent = await newIntent();
    await call('POST', `/v1/payment_intents/${intent.id}/confirm`, { payment_method: 'pm_card_createDispute' });
    const events = (await call('GET', '/v1/events', { type: 'charge.dispute.created' })).json.data as Array<{ data: { object: { id: string; payment_intent: string } } }>;
    const disputeId = events.find((event) => event.data.object.payment_intent === intent.id)?.data.object.id ?? '';

    const answered = await call('POST', `/v1/disputes/${disputeId}`, { 'evidence[uncategorized_text]': 'winning_evidence' });

    expectStripeShape('dispute', answered.json);
    expect(answered.json).toMatchObject({ status: 'won', evidence: { uncategorized_text: 'winning_evidence' } });
  });
  const newCustomer = async () => (await call('POST', '/v1/customers', { email: 'traveller@example.com', name: 'Ada Traveller', 'metadata[bookingId]': 'b-1' })).json as { id: string };

  const newSetupIntent = async (customer: string) =>
    (
      await call('POST', '/v1/setup_intents', {
        customer,
        usage: 'off_session',
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
        'metadata[bookingId]': 'b-1',
      })
    ).json as { id: string };

  it('answers Customers, SetupIntents and saved cards in Stripe’s shapes', async () => {
    const customer = await newCustomer();
    const retrieved = await call('GET', `/v1/customers/${customer.id}`);
    const setup = await newSetupIntent(customer.id);
    const confirmed = await call('POST', `/v1/setup_intents/${setup.id}/confirm`, { payment_method: 'pm_card_visa' });
    const challenged = await call('POST', `/v1/setup_intents/${(await newSetupIntent(customer.id)).id}/confirm`, { payment_method: 'pm_card_authenticationRequired' });
    const cardId = String(confirmed.json.payment_method);
    const card = await call('GET', `/v1/payment_methods/${cardId}`);
    const listed = await call('GET', '/v1/payment_methods', { customer: customer.id, type: 'card' });
    const detached = await call('POST', `/v1/payment_methods/${cardId}/detach`);

    expectStripeShape('customer', customer as unknown as Record<string, unknown>);
    expectStripeShape('customer', retrieved.json);
    for (const answer of [setup, confirmed.json, challenged.json]) expectStripeShape('setup_intent', answer as unknown as Record<string, unknown>);
    expect(confirmed.json).toMatchObject({ status: 'succeeded', customer: customer.id, usage: 'off_session' });
    expect(challenged.json).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    for (const answer of [card.json, detached.json]) expectStripeShape('payment_method', answer);
    expect(card.json).toMatchObject({ type: 'card', customer: customer.id, card: { brand: 'visa', last4: '4242' } });
    expect(listed.json).toMatchObject({ object: 'list', url: '/v1/payment_methods', has_more: false });
    for (const item of listed.json.data as Record<string, unknown>[]) expectStripeShape('payment_method', item);
    expect(detached.json.customer).toBeNull();
  });

  it('answers a PaymentIntent with a Customer, a saved card and `setup_future_usage` in Stripe’s shape, its card expanded', async () => {
    const customer = await newCustomer();
    const created = await call('POST', '/v1/payment_intents', {
      amount: '30000',
      currency: 'usd',
      customer: customer.id,
      setup_future_usage: 'off_session',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
    const challenged = await call('POST', `/v1/payment_intents/${String(created.json.id)}/confirm`, { payment_method: 'pm_card_authenticationRequiredOnSetup' });
    const expanded = await call('GET', `/v1/payment_intents/${String(created.json.id)}`, { 'expand[]': 'payment_method' });

    for (const answer of [created.json, challenged.json, expanded.json]) expectStripeShape('payment_intent', answer);
    expect(challenged.json).toMatchObject({ status: 'requires_action', customer: customer.id, setup_future_usage: 'off_session', next_action: { type: 'use_stripe_sdk' } });
    expectStripeShape('payment_method', expanded.json.payment_method as Record<string, unknown>);
  });

  it('answers an off-session charge that needs authentication, and a card that cannot be saved, with Stripe’s 402 card errors', async () => {
    const customer = await newCustomer();
    const attached = (await call('POST', '/v1/payment_methods/pm_card_authenticationRequired/attach', { customer: customer.id })).json as { id: string };
    const offSession = await call('POST', '/v1/payment_intents', {
      amount: '39300',
      currency: 'usd',
      customer: customer.id,
      payment_method: attached.id,
      off_session: 'true',
      confirm: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
    const refusedSetup = await call('POST', `/v1/setup_intents/${(await newSetupIntent(customer.id)).id}/confirm`, {
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4000000000000002',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 2),
      'payment_method_data[card][cvc]': '123',
    });

    for (const answer of [offSession, refusedSetup]) {
      expect(answer.status).toBe(402);
      expect(misfits('error', answer.json)).toEqual([]);
    }
    const error = offSession.json.error as Record<string, unknown> & { payment_intent: Record<string, unknown>; payment_method: Record<string, unknown> };
    expect(error).toMatchObject({
      type: 'card_error',
      code: 'authentication_required',
      decline_code: 'authentication_required',
      charge: expect.stringMatching(/^ch_/),
      payment_intent: { status: 'requires_payment_method', customer: customer.id, last_payment_error: { code: 'authentication_required' } },
      payment_method: { id: attached.id, customer: customer.id },
    });
    expectStripeShape('payment_intent', error.payment_intent);
    expectStripeShape('payment_method', error.payment_method);
    expect(refusedSetup.json.error).toMatchObject({ type: 'card_error', code: 'card_declined', setup_intent: { status: 'requires_payment_method' } });
    expectStripeShape('setup_intent', (refusedSetup.json.error as { setup_intent: Record<string, unknown> }).setup_intent);
  });

  it('makes the saved-card events in Stripe’s shape: set up, attached, detached, updated by the card updater, a payment failed', async () => {
    const customer = await newCustomer();
    const setup = await newSetupIntent(customer.id);
    const confirmed = (await call('POST', `/v1/setup_intents/${setup.id}/confirm`, { payment_method: 'pm_card_chargeDeclinedInsufficientFunds' })).json as { payment_method: string };
    const failed = await call('POST', '/v1/payment_intents', {
      amount: '39300',
      currency: 'usd',
      customer: customer.id,
      payment_method: confirmed.payment_method,
      off_session: 'true',
      confirm: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
    const updated = await call('POST', `/test/payment_methods/${confirmed.payment_method}/update_card`, { exp_month: '3', exp_year: '2031' });
    await call('POST', `/v1/payment_methods/${confirmed.payment_method}/detach`);

    expect(failed.status).toBe(402);
    expectStripeShape('payment_method', updated.json);
    const events = ((await call('GET', '/v1/events', { limit: '100' })).json.data as Array<Record<string, unknown> & { data: { object: Record<string, unknown>; previous_attributes?: unknown } }>).filter(
      (event) => [setup.id, confirmed.payment_method].includes(String(event.data.object.id)) || event.data.object.customer === customer.id,
    );

    expect(events.map((event) => event.type).sort()).toEqual([
      'payment_intent.payment_failed',
      'payment_method.attached',
      'payment_method.automatically_updated',
      'payment_method.detached',
      'setup_intent.succeeded',
    ]);
    for (const event of events) {
      expectStripeShape('event', event);
      expectStripeShape(event.data.object.object as Resource, event.data.object);
    }
    expect(events.find((event) => event.type === 'payment_method.detached')?.data.previous_attributes).toEqual({ customer: customer.id });
    expect(events.find((event) => event.type === 'payment_method.automatically_updated')?.data).toMatchObject({
      object: { card: { exp_month: 3, exp_year: 2031 } },
      previous_attributes: { card: { exp_month: 12 } },
    });
    expect(events.find((event) => event.type === 'payment_intent.payment_failed')?.data.object).toMatchObject({
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds', advice_code: 'try_again_later' },
    });
  });
});
