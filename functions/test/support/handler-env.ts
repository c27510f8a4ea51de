import { inject } from 'vitest';

// The handlers read their configuration at import, as in Lambda: set it before any test imports one.
Object.assign(process.env, {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_ENDPOINT_URL_DYNAMODB: inject('dynamoEndpoint'),
  TABLE_NAME: inject('tableName'),
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  // Lambda runs Node 22; this machine's Node 20 would only make the SDK warn in every worker.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});
