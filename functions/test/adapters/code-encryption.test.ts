import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { testCodeKey } from '../support/handler-env';

/**
 * KMS has no emulator in the local stack (locally codes are sealed with a key file, decision 038),
 * so this file answers Encrypt and Decrypt itself, over HTTP, the way KMS does: the ciphertext is
 * opaque, and Decrypt refuses another key or another encryption context with
 * `InvalidCiphertextException`. It checks what the adapters send and what they make of the answers.
 */
const keyArn = 'arn:aws:kms:eu-west-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab';
const kmsKey = randomBytes(32);

interface Received {
  target: string | undefined;
  authorization: string;
  body: Record<string, unknown>;
}

const received: Received[] = [];

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
  response.end(JSON.stringify(body));
}

/** The ciphertext blob: what was encrypted under which key and context, sealed with this file's own key. */
function encrypt(body: Record<string, unknown>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', kmsKey, iv).setAAD(Buffer.from(JSON.stringify([body.KeyId, body.EncryptionContext])));
  const sealed = Buffer.concat([cipher.update(Buffer.from(String(body.Plaintext), 'base64')), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

function decrypt(body: Record<string, unknown>): string | undefined {
  const blob = Buffer.from(String(body.CiphertextBlob), 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', kmsKey, blob.subarray(0, 12)).setAAD(Buffer.from(JSON.stringify([body.KeyId, body.EncryptionContext])));
    decipher.setAuthTag(blob.subarray(12, 28));
    return Buffer.concat([decipher.update(blob.subarray(28)), decipher.final()]).toString('base64');
  } catch {
    return undefined;
  }
}

const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  request.on('end', () => {
    const call: Received = { target: request.headers['x-amz-target'] as string | undefined, authorization: request.headers.authorization ?? '', body: JSON.parse(text || '{}') };
    received.push(call);
    if (call.body.KeyId !== keyArn) return json(response, 400, { __type: 'NotFoundException', message: 'Key not found' });
    if (call.target === 'TrentService.Encrypt') return json(response, 200, { CiphertextBlob: encrypt(call.body), KeyId: keyArn, EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' });
    const plaintext = call.target === 'TrentService.Decrypt' ? decrypt(call.body) : undefined;
    if (plaintext === undefined) return json(response, 400, { __type: 'InvalidCiphertextException', message: 'The ciphertext does not open' });
    return json(response, 200, { Plaintext: plaintext, KeyId: keyArn, EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' });
  });
});
server.listen(0, '127.0.0.1');
await once(server, 'listening');
afterAll(() => new Promise((resolve) => server.close(resolve)));

// As in AWS: the key's ARN, no local key.
process.env.AWS_ENDPOINT_URL_KMS = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
process.env.CODE_KEY_ID = keyArn;
delete process.env.LOCAL_CODE_KEY;
const { sealForMailWorker } = await import('../../src/adapters/code-encryption');
const { openSealedForMailWorker } = await import('../../src/adapters/code-decryption');
const { sealLocally } = await import('../../src/adapters/code-envelope');

const secrets = JSON.stringify({ code: '042917', signInUrl: 'http://localhost:3000/my-booking#email=ana%40example.com&code=042917' });

beforeEach(() => {
  received.length = 0;
});

describe('sealing a code for the mail worker with KMS', () => {
  it('encrypts under the code key with its purpose as encryption context, in a signed TrentService call, and keeps only the ciphertext', async () => {
    const sealed = await sealForMailWorker('oneTimeCode', secrets);

    expect(JSON.parse(sealed)).toEqual({ sealedWith: 'kms', ciphertext: expect.any(String) });
    expect(sealed).not.toContain('042917');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      target: 'TrentService.Encrypt',
      body: { KeyId: keyArn, Plaintext: Buffer.from(secrets).toString('base64'), EncryptionContext: { purpose: 'oneTimeCode' } },
    });
    expect(received[0]?.authorization).toMatch(new RegExp(`/${process.env.AWS_REGION}/kms/aws4_request, SignedHeaders=[^,]*\\bx-amz-target\\b`));
  });

  it('opens it with Decrypt under the same key and purpose', async () => {
    const sealed = await sealForMailWorker('oneTimeCode', secrets);

    expect(await openSealedForMailWorker('oneTimeCode', sealed)).toBe(secrets);
    expect(received[1]).toMatchObject({ target: 'TrentService.Decrypt', body: { KeyId: keyArn, EncryptionContext: { purpose: 'oneTimeCode' } } });
  });

  it('does not open a value sealed for another purpose: KMS refuses it', async () => {
    const sealed = await sealForMailWorker('oneTimeCode', secrets);

    await expect(openSealedForMailWorker('depositReceipt', sealed)).rejects.toMatchObject({ name: 'InvalidCiphertextException' });
  });

  it('does not open an envelope sealed with a local key, nor what is no envelope, and asks KMS nothing for them', async () => {
    const local = JSON.stringify(sealLocally(Buffer.from(testCodeKey, 'base64'), 'oneTimeCode', secrets));

    await expect(openSealedForMailWorker('oneTimeCode', local)).rejects.toMatchObject({ name: 'SealedValueUnreadable' });
    await expect(openSealedForMailWorker('oneTimeCode', secrets)).rejects.toMatchObject({ name: 'SealedValueUnreadable' });
    expect(received).toEqual([]);
  });
});
