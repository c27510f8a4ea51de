import { afterAll, expect, inject } from 'vitest';
import { handlerEnvironment, localMailAddresses } from '@sunward/emulators/local-aws';
import { stripeStubEnvironment } from '@sunward/emulators/stripe-stub';
import { dropMetricLines } from './emf';

/** The code secret of the handler tests: fixed, as only the local stack and AWS need a real one. */
export const testOneTimeCodeSecret = 'handler-tests-one-time-code-secret-0123456789abcdef';
/** The key codes are sealed with for the mail worker in these tests (KMS's stand-in, decision 038): fixed, 32 bytes. */
export const testCodeKey = Buffer.from('handler-tests-code-key-32-bytes!').toString('base64');
/** The site origin sign-in links in the tests' mails point at. */
export const testSiteUrl = 'http://localhost:3000';

// The handlers read their configuration at import, as in Lambda: set it before any test imports one.
Object.assign(
  process.env,
  handlerEnvironment({
    tableName: inject('tableName'),
    dynamoEndpoint: inject('dynamoEndpoint'),
    logLevel: 'SILENT',
    extra: {
      AWS_ENDPOINT_URL_SESV2: inject('sesEndpoint'),
      ...localMailAddresses,
      ...stripeStubEnvironment(inject('stripeBaseUrl')),
      ONE_TIME_CODE_SECRET: testOneTimeCodeSecret,
      LOCAL_CODE_KEY: testCodeKey,
      SITE_URL: testSiteUrl,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: inject('cognitoEndpoint'),
      USER_POOL_ID: inject('userPoolId'),
      USER_POOL_CLIENT_ID: inject('userPoolClientId'),
      // Failed sign-ins wait 10 ms units instead of seconds, so ten of them stay quick.
      SIGN_IN_DELAY_UNIT_MS: '10',
      // The outbox worker pauses 5 ms units between attempts instead of seconds.
      MAIL_RETRY_BASE_MS: '5',
      // Every handler call books from 127.0.0.1 and the holds stay open all run; the cap itself is
      // tested with its default in test/handlers/client-address-holds.test.ts (decision 037).
      HELD_SEATS_PER_CLIENT_ADDRESS: '100000',
    },
  }),
);

// Every handler call writes metric lines (EMF) to stdout; tests read them with captureMetrics().
dropMetricLines();

// What a function's code does in the table in these tests (the kinds it reads and writes, how it
// writes, the indexes it queries) must be in its policy, from which CDK derives its IAM grants
// (`shared/src/route-policies.ts`); recorded per test file, checked when the file ends.
const { touchedOutsidePolicy } = await import('./item-access-recorder');
afterAll(() => {
  expect(touchedOutsidePolicy(), 'table access a function made that its IAM grant would refuse in AWS').toEqual([]);
});
