import * as z from 'zod/mini';
import { readSettings } from './read-settings';

const url = z.url();

/**
 * Where the signed AWS calls go (`adapters/aws-call.ts`). Lambda gives every function its region;
 * the endpoint variables are the AWS SDK's own names, which the local stack and the handler tests
 * set to the emulators and AWS leaves unset (then each service's regional endpoint is used).
 */
export const AwsRuntimeSettings = z.object({
  AWS_REGION: z.string().check(z.minLength(1)),
  AWS_ENDPOINT_URL_SESV2: z.optional(url),
  AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: z.optional(url),
  AWS_ENDPOINT_URL_SECRETS_MANAGER: z.optional(url),
  AWS_ENDPOINT_URL_KMS: z.optional(url),
});
export type AwsRuntimeVariables = z.input<typeof AwsRuntimeSettings>;

export const readAwsRuntimeSettings = (env: NodeJS.ProcessEnv = process.env) => readSettings('AWS runtime', AwsRuntimeSettings, env);
