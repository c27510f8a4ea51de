import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCognitoLocal } from '@sunward/emulators/cognito-local';
import { ensureTable, startDynamoDbLocal } from '@sunward/emulators/dynamodb-local';
import { startSesLocal } from '@sunward/emulators/ses-local';
import { startStripeStub } from '@sunward/emulators/stripe-stub';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    sesEndpoint: string;
    stripeBaseUrl: string;
    tableName: string;
    cognitoEndpoint: string;
    userPoolId: string;
    userPoolClientId: string;
  }
}

const tableName = 'sunward-test';

/**
 * One in-memory DynamoDB Local, one SES capture server, one Stripe stub and one cognito-local (its
 * pool in a temporary folder, removed afterwards) for the whole handler test run. The stub posts no webhooks here: tests sign and send events themselves.
 */
export async function setup(project: TestProject) {
  const cognitoDir = await mkdtemp(join(tmpdir(), 'sunward-cognito-'));
  const [dynamo, ses, stripe, cognito] = await Promise.all([
    startDynamoDbLocal(),
    startSesLocal(),
    startStripeStub(),
    startCognitoLocal(cognitoDir),
  ]);
  await ensureTable(dynamo.endpoint, tableName);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('sesEndpoint', ses.endpoint);
  project.provide('stripeBaseUrl', stripe.baseUrl);
  project.provide('tableName', tableName);
  project.provide('cognitoEndpoint', cognito.endpoint);
  project.provide('userPoolId', cognito.userPoolId);
  project.provide('userPoolClientId', cognito.clientId);
  return async () => {
    await Promise.all([dynamo.stop(), ses.stop(), stripe.stop(), cognito.stop()]);
    await rm(cognitoDir, { recursive: true, force: true });
  };
}
