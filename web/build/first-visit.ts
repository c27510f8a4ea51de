import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The most JavaScript, gzip, a visitor's first page may download: `/` and a trip page. The budget
 * test (`production-build.test.ts`, in `npm test`) fails the build above it. It guards against
 * growth; the goal of 130 KB is `npm run bench`'s (decision 027 says why it is not met).
 */
export const firstVisitBudgetKb = 200;

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
 * What a prerendered page loads as soon as it is live, to refresh its catalogue from the API
 * (`start-app.tsx` runs `getPackages`): the API client and the catalogue's schemas.
 */
export const catalogueRefresh = ['src/lib/api-client.ts', '../shared/src/routes/catalogue.ts'] as const;

/**
 * What a first visit to a page of the build at `distDir` downloads in JavaScript: the scripts its
 * HTML names, the app the entry starts (`main.tsx` imports it after the first paint), the chunks
 * of the given screens (source paths such as `src/routes/home.tsx`), the catalogue's refresh,
 * and every chunk those import statically (Vite's manifest).
 */
export function firstVisitJs(distDir: string, htmlFile: string, screens: readonly string[] = []): FirstVisit {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set<string>();
  const visit = (key: string | undefined) => {
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (chunk.isEntry) for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)) {
    if (src !== undefined) visit(byFile.get(src));
  }
  for (const source of [...screens, ...catalogueRefresh]) {
    if (!manifest[source]) throw new Error(`${source} is not a chunk of the build`);
    visit(source);
  }
  const gzipBytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
  return { files: [...files], gzipBytes };
}
