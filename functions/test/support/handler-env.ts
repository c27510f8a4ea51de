import { inject } from 'vitest';
import { handlerEnvironment, localMailAddresses } from '@sunward/emulators/local-aws';
import { stripeStubEnvironment } from '@sunward/emulators/stripe-stub';

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
    },
  }),
);
