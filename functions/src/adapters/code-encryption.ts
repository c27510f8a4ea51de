import * as z from 'zod/mini';
import { readCodeEncryptionSettings } from '../settings/code-encryption';
import { encryptionContext, kmsCall, sealLocally, type SealedEnvelope } from './code-envelope';

/**
 * Seals a one-time code for the mail worker (decision 038): in AWS with KMS Encrypt under the code
 * key, which this function may encrypt with but not decrypt with; locally with the stack's
 * AES-256-GCM key. What it returns is the envelope (`code-envelope.ts`) as JSON, all the outbox
 * ever holds of the code.
 */
const { CODE_KEY_ID: keyId, LOCAL_CODE_KEY: localKey } = readCodeEncryptionSettings();

const Encrypted = z.object({ CiphertextBlob: z.base64() });

async function sealWithKms(kmsKeyId: string, purpose: string, plaintext: string): Promise<SealedEnvelope> {
  const answer = await kmsCall('Encrypt', {
    KeyId: kmsKeyId,
    Plaintext: Buffer.from(plaintext, 'utf8').toString('base64'),
    EncryptionContext: encryptionContext(purpose),
  });
  return { sealedWith: 'kms', ciphertext: Encrypted.parse(answer).CiphertextBlob };
}

export async function sealForMailWorker(purpose: string, plaintext: string): Promise<string> {
  const envelope =
    keyId !== undefined ? await sealWithKms(keyId, purpose, plaintext) : sealLocally(Buffer.from(localKey ?? '', 'base64'), purpose, plaintext);
  return JSON.stringify(envelope);
}
