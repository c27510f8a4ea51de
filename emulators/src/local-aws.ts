import { ORIGIN_VERIFY_HEADER } from '@sunward/shared/edge-origin';

/**
 * The origin secret on this machine, where the local server plays CloudFront: a fixed value is
 * enough, as the local stack listens on 127.0.0.1 only.
 */
const localOriginSecret = 'local-origin-verify-secret-0123456789abcdef';

/** The headers CloudFront adds to each request it forwards to the API (here, the local server). */
export const localOriginHeaders: Readonly<Record<string, string>> = { [ORIGIN_VERIFY_HEADER]: localOriginSecret };

/** Emulators accept any keys; the SDK only needs some, and one region, to sign requests. */
export const localRegion = 'us-east-1';
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

/** SDK client settings for talking to one emulator from the local stack itself. */
export function localClientConfig(endpoint: string) {
  return { endpoint, region: localRegion, credentials: localCredentials };
}

/**
 * The environment the handlers read at import, as a Lambda reads what CDK gives it: where the
 * table is, and the SDK's endpoint variables pointing at the emulators. Used by `npm start`, the
 * handler tests and the benchmark.
 */
export function handlerEnvironment(options: {
  tableName: string;
  dynamoEndpoint: string;
  logLevel: string;
  extra?: Record<string, string>;
}): Record<string, string> {
  return {
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: options.dynamoEndpoint,
    TABLE_NAME: options.tableName,
    POWERTOOLS_LOG_LEVEL: options.logLevel,
    ORIGIN_VERIFY_SECRET: localOriginSecret,
    ...options.extra,
  };
}

/** The sender and agency addresses on this machine; every mail lands in the SES emulator. */
export const localMailAddresses = {
  SENDER_EMAIL: 'bookings@sunward.test',
  AGENCY_EMAIL: 'hello@sunward.test',
} as const;
