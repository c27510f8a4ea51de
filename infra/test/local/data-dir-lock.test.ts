import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '../../local/data-dir-lock';

describe('the data folder lock', () => {
  it('refuses a folder another running process holds, and frees it on release', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sunward-lock-'));
    // The parent process of this test is alive for its whole run.
    writeFileSync(join(dataDir, 'npm-start.pid'), String(process.ppid));

    expect(() => lockDataDir(dataDir)).toThrow(`Another npm start (process ${process.ppid}) is using ${dataDir}`);
  });

  it('takes over a lock left by a process that has ended', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sunward-lock-'));
    writeFileSync(join(dataDir, 'npm-start.pid'), '2147483646');

    const release = lockDataDir(dataDir);

    expect(readFileSync(join(dataDir, 'npm-start.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(() => lockDataDir(dataDir)()).not.toThrow();
  });
});
