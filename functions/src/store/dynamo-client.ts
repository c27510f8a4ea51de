import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

/**
 * The endpoint comes from the SDK's own AWS_ENDPOINT_URL_DYNAMODB variable, so the same code
 * talks to DynamoDB in AWS and to DynamoDB Local on a laptop.
 */
export const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = config.TABLE_NAME;
