import { inject } from 'vitest';

// The handlers read their configuration at import, as in Lambda: set it before any test imports one.
Object.assign(process.env, {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_ENDPOINT_URL_DYNAMODB: inject('dynamoEndpoint'),
  TABLE_NAME: inject('tableName'),
  POWERTOOLS_LOG_LEVEL: 'SILENT',
});
