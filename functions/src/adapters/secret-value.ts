import * as z from 'zod/mini';
import { timeBudget } from '../settings/time-budget';
import { jsonRpcApi } from './aws-call';

/**
 * Secrets Manager's GetSecretValue, with each secret kept for five minutes in the warm function,
 * so a rotated secret is picked up without a deploy and a busy function asks once per five
 * minutes, not per request.
 */
const getSecretValue = jsonRpcApi({
  signingName: 'secretsmanager',
  hostPrefix: 'secretsmanager',
  endpointVariable: 'AWS_ENDPOINT_URL_SECRETS_MANAGER',
  targetPrefix: 'secretsmanager',
  budget: timeBudget.secrets,
});

const SecretValue = z.object({ SecretString: z.string() });
const maxAgeMs = 5 * 60_000;
const kept = new Map<string, { value: string; readAt: number }>();

/** The secret's current string (`SecretString`). */
export async function secretString(secretId: string): Promise<string> {
  const cached = kept.get(secretId);
  if (cached && performance.now() - cached.readAt < maxAgeMs) return cached.value;
  const { SecretString } = SecretValue.parse(await getSecretValue('GetSecretValue', { SecretId: secretId }));
  kept.set(secretId, { value: SecretString, readAt: performance.now() });
  return SecretString;
}
