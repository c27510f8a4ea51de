import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bookingShellFile, builtBookingShells } from '../lib/booking-shells';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const compressible = /^(?:text\/|application\/(?:json|manifest\+json)|image\/svg\+xml)/;

export interface StaticFile {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Serves the web build as CloudFront and S3 do in AWS: files as they are; a path without a file
 * extension gets its prerendered page (`/morocco` → `morocco/index.html`, decision 023), a path
 * the build has no page for gets `404.html` with status 404, and a build without prerendered
 * pages falls back to `index.html` (the app shell). A trip's booking address gets the trip's own
 * booking page by the rule CloudFront's function follows (`bookingShellFile`). Fingerprinted assets
 * are cached for a year; everything else is revalidated.
 */
export function createStaticSite(rootDir: string) {
  const cache = new Map<string, { raw: Buffer; gzip?: Buffer; type: string }>();
  // Read once, as CloudFront's function has the list the stack was synthesized with; files are
  // cached for the server's life anyway.
  const bookingTripIds = builtBookingShells(rootDir);

  async function load(relativePath: string) {
    const cached = cache.get(relativePath);
    if (cached) return cached;
    const fullPath = join(rootDir, relativePath);
    const info = await stat(fullPath).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const raw = await readFile(fullPath);
    const type = contentTypes[extname(fullPath).toLowerCase()] ?? 'application/octet-stream';
    const entry = { raw, type, ...(compressible.test(type) && raw.length > 1024 ? { gzip: gzipSync(raw) } : {}) };
    cache.set(relativePath, entry);
    return entry;
  }

  /** `query` is the URL's query string as sent (`?package=morocco`), or ''. */
  return async function serve(urlPath: string, acceptEncoding: string, query = ''): Promise<StaticFile> {
    const servedPath = bookingShellFile(urlPath, query, bookingTripIds) ?? urlPath;
    let decoded: string;
    try {
      decoded = decodeURIComponent(servedPath);
    } catch {
      return notFound();
    }
    const relative = normalize(decoded).replace(/^([/\\])+/, '');
    // No way out of the build folder, and nothing hidden in it (the build manifest) is served.
    if (relative.split(sep).some((segment) => segment.startsWith('.'))) return notFound();
    const wantsFile = extname(relative) !== '';
    let status = 200;
    let file = wantsFile ? await load(relative) : await load(join(relative, 'index.html'));
    if (!file && !wantsFile) {
      file = await load('404.html');
      status = file ? 404 : 200;
      file ??= await load('index.html');
    }
    if (!file) return notFound();
    const immutable = relative.startsWith(`assets${sep}`);
    const useGzip = file.gzip !== undefined && /\bgzip\b/.test(acceptEncoding);
    return {
      status,
      headers: {
        'content-type': file.type,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
        ...(useGzip ? { 'content-encoding': 'gzip' } : {}),
      },
      body: useGzip && file.gzip ? file.gzip : file.raw,
    };
  };
}

function notFound(): StaticFile {
  return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: Buffer.from('Not found') };
}
