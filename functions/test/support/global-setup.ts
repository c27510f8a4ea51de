import type { TestProject } from 'vitest/node';
import { ensureTable, startDynamoDbLocal } from '@sunward/emulators/dynamodb-local';
import { startSesLocal } from '@sunward/emulators/ses-local';
import { startStripeStub } from '@sunward/emulators/stripe-stub';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    sesEndpoint: string;
    stripeBaseUrl: string;
    tableName: string;
  }
}

const tableName = 'sunward-test';

/**
 * One in-memory DynamoDB Local, one SES capture server and one Stripe stub for the whole handler
 * test run. The stub posts no webhooks here: tests sign and send events themselves.
 */
export async function setup(project: TestProject) {
  const [dynamo, ses, stripe] = await Promise.all([startDynamoDbLocal(), startSesLocal(), startStripeStub()]);
  await ensureTable(dynamo.endpoint, tableName);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('sesEndpoint', ses.endpoint);
  project.provide('stripeBaseUrl', stripe.baseUrl);
  project.provide('tableName', tableName);
  return async () => {
    await Promise.all([dynamo.stop(), ses.stop(), stripe.stop()]);
  };
}
