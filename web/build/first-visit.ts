import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The most JavaScript, gzip, a visitor's first page may download: `/` and a trip page, static
 * pages that load only the enhance entry and its modules (decision 048: 18.4 KB when decided,
 * 5.3 KB of it before a visitor touches a form). The budget test (`production-build.test.ts`, in
 * `npm test`) fails the build above it; `npm run bench` reports the figure against the goal of
 * 130 KB.
 */
export const firstVisitBudgetKb = 22;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface FirstVisit {
  /** The JavaScript files the page loads before it can be used, in load order. */
  files: string[];
  /** Their total size, each gzipped as the server sends it. */
  gzipBytes: number;
}

/**
 * What a page that runs the app loads as soon as it is live, to refresh its catalogue from the API
 * (`start-app.tsx` runs `getPackages`): the API client and the catalogue's schemas. A static page
 * refreshes it with the enhance entry's own `fetch`.
 */
export const catalogueRefresh = ['src/lib/api-client.ts', '../shared/src/routes/catalogue.ts'] as const;

/**
 * What a first visit to a page of the build at `distDir` downloads in JavaScript: the scripts its
 * HTML names and every chunk those import statically. On a static page (the enhance entry), also
 * every chunk the entry may load later, however deep: each kind's module, counted even on a page
 * without that kind of element, and what a module loads when a visitor starts to use it (a form's
 * rules). On a page that runs the app, the chunks the entry imports dynamically (the app, which
 * `main.tsx` imports after the first paint), the chunks of the given screens (source paths such
 * as `src/routes/booking.tsx`) and the catalogue's refresh; `screens` does not apply to a static
 * page, which loads no screen.
 */
export function firstVisitJs(distDir: string, htmlFile: string, screens: readonly string[] = []): FirstVisit {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set<string>();
  const visit = (key: string | undefined, everyLazyChunk: boolean) => {
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, everyLazyChunk);
    if (chunk.isEntry || everyLazyChunk) for (const imported of chunk.dynamicImports ?? []) visit(imported, everyLazyChunk);
  };
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)].map(([, src]) => byFile.get(src ?? ''));
  const runsApp = scripts.includes('index.html');
  for (const script of scripts) visit(script, script !== 'index.html');
  if (runsApp) {
    for (const source of [...screens, ...catalogueRefresh]) {
      if (!manifest[source]) throw new Error(`${source} is not a chunk of the build`);
      visit(source, false);
    }
  }
  const gzipBytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
  return { files: [...files], gzipBytes };
}
