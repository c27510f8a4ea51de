import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the production build the build tests read. */
    webDistDir: string;
  }
}

/** The origin the build's canonical URLs and Open Graph tags carry. */
export const siteUrl = 'https://www.sunward.example';
/** The build's clock: the 2026 season has left, the 2027 season is ahead. */
export const buildNow = new Date('2026-11-23T12:00:00.000Z');

const webDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * One fresh production build of the current sources for every build test file, with its clock
 * and origin pinned: the same sources always give the same bytes, and a minute-long build runs once.
 */
export async function setup(project: TestProject) {
  const distDir = mkdtempSync(join(tmpdir(), 'sunward-web-build-'));
  const saved = { NODE_ENV: process.env.NODE_ENV, SITE_URL: process.env.SITE_URL, PRERENDER_NOW: process.env.PRERENDER_NOW };
  // Vitest sets NODE_ENV=test, which would make Vite build React's development runtime.
  Object.assign(process.env, { NODE_ENV: 'production', SITE_URL: siteUrl, PRERENDER_NOW: buildNow.toISOString() });
  try {
    await build({ root: webDir, configFile: join(webDir, 'vite.config.ts'), mode: 'production', logLevel: 'silent', build: { outDir: distDir, emptyOutDir: true } });
  } catch (error) {
    rmSync(distDir, { recursive: true, force: true });
    throw error;
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  project.provide('webDistDir', distDir);
  return () => rmSync(distDir, { recursive: true, force: true });
}
