import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstVisitBudgetKb, firstVisitJs } from './first-visit';

const webDir = fileURLToPath(new URL('..', import.meta.url));
let distDir: string;

// A fresh production build of the current sources: the same sources always give the same bytes.
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'sunward-web-build-'));
  // Vitest sets NODE_ENV=test, which would make Vite build React's development runtime.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: webDir, configFile: join(webDir, 'vite.config.ts'), mode: 'production', logLevel: 'silent', build: { outDir: distDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
});

afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
});

describe('the first visit', () => {
  it.each([
    { page: '/', screens: ['src/routes/home.tsx'] },
    { page: '/morocco', screens: ['src/routes/trip.tsx', 'src/content/trips/morocco.ts'] },
  ])(`downloads at most ${firstVisitBudgetKb} KB of JavaScript, gzip, on $page`, ({ screens }) => {
    const visit = firstVisitJs(distDir, 'index.html', screens);
    expect(visit.gzipBytes / 1024, visit.files.join('\n')).toBeLessThanOrEqual(firstVisitBudgetKb);
  });

  it('leaves payment, admin, my-booking and the API schemas out of it', () => {
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const later = Object.entries(manifest)
      .filter(([source]) => /^src\/routes\/(booking|my-booking|admin-[a-z-]+)\.tsx$|^src\/components\/payments\/|^src\/lib\/api-client\.ts$|^_(api-client|routes)-|\/shared\/src\/routes\.ts$/.test(source))
      .map(([, chunk]) => chunk.file);
    expect(later.length).toBeGreaterThan(6);
    for (const screens of [['src/routes/home.tsx'], ['src/routes/trip.tsx']]) {
      const visit = firstVisitJs(distDir, 'index.html', screens);
      expect(visit.files.filter((file) => later.includes(file))).toEqual([]);
    }
  });
});
