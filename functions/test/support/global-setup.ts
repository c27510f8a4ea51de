import type { TestProject } from 'vitest/node';
import { ensureTable, startDynamoDbLocal } from '../../../infra/local/dynamodb-local';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    tableName: string;
  }
}

const tableName = 'sunward-test';

/** One in-memory DynamoDB Local for the whole handler test run. */
export async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal();
  await ensureTable(dynamo.endpoint, tableName);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('tableName', tableName);
  return dynamo.stop;
}
