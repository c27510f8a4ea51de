import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@sunward/shared/routes';
import { subscriberKey } from '@sunward/shared/table';
import { describe, expect, it } from 'vitest';
import { handler as subscribe } from '../../src/handlers/subscribe-newsletter';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { invoke } from '../support/invoke';
import { uniqueId } from '../support/test-data';

async function storedSubscriber(email: string) {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: subscriberKey(email) }));
  return Item;
}

describe('POST /api/newsletter', () => {
  it('subscribes an address once, lowercased, and answers 200 the second time', async () => {
    const email = `${uniqueId('reader')}@example.com`;

    const first = await invoke(subscribe, routes.subscribeNewsletter, { body: { email: ` ${email.toUpperCase()} ` } });
    const second = await invoke(subscribe, routes.subscribeNewsletter, { body: { email } });

    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.json).toEqual({ subscribed: true });
    expect(await storedSubscriber(email)).toMatchObject({ email });
  });

  it('answers 400 for a bad address and stores nothing', async () => {
    const email = `${uniqueId('reader')}@`;

    const response = await invoke(subscribe, routes.subscribeNewsletter, { body: { email } });

    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ issues: [expect.objectContaining({ path: ['email'] })] });
    expect(await storedSubscriber(email)).toBeUndefined();
  });

  it('answers a filled honeypot like a person and stores nothing', async () => {
    const email = `${uniqueId('bot')}@example.com`;

    const response = await invoke(subscribe, routes.subscribeNewsletter, { body: { email, website: 'buy now' } });

    expect(response.status).toBe(201);
    expect(await storedSubscriber(email)).toBeUndefined();
  });
});
