import type { TestProject } from 'vitest/node';
import { ensureTable, startDynamoDbLocal } from '../../../infra/local/dynamodb-local';
import { startSesLocal } from '../../../infra/local/ses-local';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    sesEndpoint: string;
    tableName: string;
  }
}

const tableName = 'sunward-test';

/** One in-memory DynamoDB Local and one SES capture server for the whole handler test run. */
export async function setup(project: TestProject) {
  const [dynamo, ses] = await Promise.all([startDynamoDbLocal(), startSesLocal()]);
  await ensureTable(dynamo.endpoint, tableName);
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('sesEndpoint', ses.endpoint);
  project.provide('tableName', tableName);
  return async () => {
    await Promise.all([dynamo.stop(), ses.stop()]);
  };
}
