import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CodeEncryptionSettings } from '@sunward/functions/settings/code-encryption';
import { localCodeKey } from '../../local/code-key';

describe('the local code key (decision 038)', () => {
  it('makes a 32-byte key the handlers accept, readable by its owner only, and keeps it across starts', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sunward-code-key-'));

    const key = localCodeKey(dataDir);

    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(CodeEncryptionSettings.safeParse({ LOCAL_CODE_KEY: key }).success).toBe(true);
    expect(statSync(join(dataDir, 'code-key')).mode & 0o777).toBe(0o600);
    expect(localCodeKey(dataDir)).toBe(key);
    expect(readFileSync(join(dataDir, 'code-key'), 'utf8').trim()).toBe(key);
  });

  it('replaces a file that holds no key of the right size', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sunward-code-key-'));
    writeFileSync(join(dataDir, 'code-key'), 'c2hvcnQ=\n');

    const key = localCodeKey(dataDir);

    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(key).not.toBe('c2hvcnQ=');
  });

  it('is refused beside a KMS key, so a local key cannot stand in for KMS in AWS', () => {
    const key = localCodeKey(mkdtempSync(join(tmpdir(), 'sunward-code-key-')));

    expect(CodeEncryptionSettings.safeParse({ LOCAL_CODE_KEY: key, CODE_KEY_ID: 'arn:aws:kms:eu-west-1:111122223333:key/k' }).success).toBe(false);
    expect(CodeEncryptionSettings.safeParse({}).success).toBe(false);
  });
});
