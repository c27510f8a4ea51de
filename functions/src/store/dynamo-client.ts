import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readTableSettings } from '../settings/table';
import { awsClientSettings, timeBudget } from '../settings/time-budget';

/**
 * The endpoint comes from the SDK's own AWS_ENDPOINT_URL_DYNAMODB variable, so the same code
 * talks to DynamoDB in AWS and to DynamoDB Local on a laptop.
 */
export const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient(awsClientSettings(timeBudget.dynamo)), {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = readTableSettings().TABLE_NAME;
