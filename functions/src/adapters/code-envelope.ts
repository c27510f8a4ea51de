import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { timeBudget } from '../settings/time-budget';
import { jsonRpcApi } from './aws-call';

/**
 * How a value sealed for the mail worker is stored (decision 038): JSON that names what sealed it,
 * so the worker opens it the same way.
 * - `kms`: the ciphertext blob of KMS Encrypt under the code key (AWS).
 * - `local-aes-256-gcm`: AES-256-GCM under the local stack's key (`LOCAL_CODE_KEY`), with its IV and tag.
 * Both bind the value to what it is for (the mail's template), as KMS's encryption context or as
 * GCM's additional data: a value sealed for one purpose does not open for another.
 */
export const SealedEnvelope = z.discriminatedUnion('sealedWith', [
  z.strictObject({ sealedWith: z.literal('kms'), ciphertext: z.base64() }),
  z.strictObject({ sealedWith: z.literal('local-aes-256-gcm'), iv: z.base64(), tag: z.base64(), ciphertext: z.base64() }),
]);
export type SealedEnvelope = z.output<typeof SealedEnvelope>;

/** A sealed value that cannot be opened: not an envelope, another key, another purpose, or altered. */
export class SealedValueUnreadable extends Error {
  override name = 'SealedValueUnreadable';
}

/** KMS's encryption context, which CloudTrail logs in clear: the purpose only, no personal data. */
export const encryptionContext = (purpose: string) => ({ purpose });

/** KMS, with the one or two operations a function makes through the signed call (decision 024). */
export const kmsCall = jsonRpcApi({
  signingName: 'kms',
  hostPrefix: 'kms',
  endpointVariable: 'AWS_ENDPOINT_URL_KMS',
  targetPrefix: 'TrentService',
  budget: timeBudget.kms,
});

const additionalData = (purpose: string) => Buffer.from(JSON.stringify(encryptionContext(purpose)), 'utf8');

export function sealLocally(key: Buffer, purpose: string, plaintext: string): SealedEnvelope {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(additionalData(purpose));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { sealedWith: 'local-aes-256-gcm', iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), ciphertext: ciphertext.toString('base64') };
}

export function openLocally(key: Buffer, purpose: string, envelope: Extract<SealedEnvelope, { sealedWith: 'local-aes-256-gcm' }>): string {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(envelope.iv, 'base64')).setAAD(additionalData(purpose));
    decipher.setAuthTag(Buffer.from(envelope.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(envelope.ciphertext, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    // GCM refuses another key, another purpose or an altered value alike; the reason is not ours to log.
    throw new SealedValueUnreadable('The sealed value does not open with the local key');
  }
}
