import * as z from 'zod/mini';
import { readCodeEncryptionSettings } from '../settings/code-encryption';
import { encryptionContext, kmsCall, openLocally, SealedEnvelope, SealedValueUnreadable } from './code-envelope';

/**
 * Opens what `code-encryption.ts` sealed: the mail worker alone bundles this, and in AWS its role
 * alone may call KMS Decrypt with the code key (decision 038). The envelope says what sealed it;
 * a KMS envelope is decrypted only under the configured key and the same purpose.
 */
const settings = readCodeEncryptionSettings();
const localKey = settings.LOCAL_CODE_KEY === undefined ? undefined : Buffer.from(settings.LOCAL_CODE_KEY, 'base64');

const Decrypted = z.object({ Plaintext: z.base64() });

function envelopeOf(sealed: string): SealedEnvelope {
  try {
    return SealedEnvelope.parse(JSON.parse(sealed));
  } catch {
    throw new SealedValueUnreadable('Not a sealed envelope');
  }
}

export async function openSealedForMailWorker(purpose: string, sealed: string): Promise<string> {
  const envelope = envelopeOf(sealed);
  if (envelope.sealedWith === 'local-aes-256-gcm') {
    if (localKey === undefined) throw new SealedValueUnreadable('Sealed with a local key, and this function has none');
    return openLocally(localKey, purpose, envelope);
  }
  if (settings.CODE_KEY_ID === undefined) throw new SealedValueUnreadable('Sealed with KMS, and this function has no KMS key');
  const answer = await kmsCall('Decrypt', {
    KeyId: settings.CODE_KEY_ID,
    CiphertextBlob: envelope.ciphertext,
    EncryptionContext: encryptionContext(purpose),
  });
  return Buffer.from(Decrypted.parse(answer).Plaintext, 'base64').toString('utf8');
}
