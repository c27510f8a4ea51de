import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';

const distDir = inject('webDistDir');
const vnuJar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

// A page the checker must fault, checked in the same run: a run that reports nothing because it
// checked nothing cannot pass.
const canaryDir = mkdtempSync(join(tmpdir(), 'sunward-valid-html-'));
const canary = join(canaryDir, 'canary.html');
writeFileSync(canary, '<!doctype html><html lang="en"><head><title>Canary</title></head><body><a type="button" href="/">Home</a></body></html>');

afterAll(() => {
  rmSync(canaryDir, { recursive: true, force: true });
});

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  lastLine?: number;
  message: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file))
    .sort();
}

/**
 * The JVM's quick compiler and one-thread collector, as for DynamoDB Local (decision 055): one
 * check of the build's pages took 24 s of CPU with the defaults, 11 s so. The schema's deep
 * recursion needs a larger thread stack than the quick compiler's frames leave in the default one.
 */
const checkerJavaOptions = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** The Nu Html Checker's errors over `files`, in one run of the checker (one Java start). */
function checkHtml(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // The checker exits 1 when it finds an error; its report (on stderr) is what matters.
    execFile('java', [...checkerJavaOptions, '-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      try {
        resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(error ?? new Error(`The Nu Html Checker gave no report: ${stderr}`));
      }
    });
  });
}

describe('the prerendered pages', () => {
  it('are valid HTML, as the Nu Html Checker reads them', { timeout: 300_000 }, async () => {
    const pages = htmlFiles(distDir);
    expect(pages.length).toBeGreaterThan(20);

    const messages = await checkHtml([canary, ...pages]);

    const where = (message: VnuMessage) => (message.url ? relative(distDir, new URL(message.url).pathname) : '(no file)');
    expect(messages.filter((message) => message.url && new URL(message.url).pathname === canary).map((message) => message.message)).toEqual([
      expect.stringContaining('Bad value “button” for attribute “type” on element “a”'),
    ]);
    const errors = messages.filter((message) => !(message.url && new URL(message.url).pathname === canary));
    expect(errors.map((message) => `${where(message)}:${message.lastLine ?? '?'}: ${message.message}`)).toEqual([]);
  });
});
