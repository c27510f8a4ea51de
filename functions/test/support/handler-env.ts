import { inject } from 'vitest';
import { handlerEnvironment, localMailAddresses } from '@sunward/emulators/local-aws';
import { stripeStubEnvironment } from '@sunward/emulators/stripe-stub';

/** The code secret of the handler tests: fixed, as only the local stack and AWS need a real one. */
export const testOtpSecret = 'handler-tests-otp-secret-0123456789abcdef';
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
      OTP_SECRET: testOtpSecret,
      SITE_URL: testSiteUrl,
    },
  }),
);
