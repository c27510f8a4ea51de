import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, build } from 'vite';
import type * as EntryServer from '../src/entry-server';
import { prerenderedStylesKey } from '../src/theme/prerendered-style-cache';
import { pageFile, searchPageFile } from './page-file';

/**
 * Where the prerendered pages say they live (canonical URL, Open Graph, sitemap): the site's
 * origin, `SITE_URL` at build time (`https://www.your-domain.com`), by default the local stack's.
 */
export function siteOrigin(): string {
  return (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`).replace(/\/+$/, '');
}

/** The build's clock: which departures are upcoming. `PRERENDER_NOW` (ISO time) pins it for tests. */
export function buildClock(): Date {
  return process.env.PRERENDER_NOW ? new Date(process.env.PRERENDER_NOW) : new Date();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside `<script>`: `<` escaped, so no text can close the element. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c');

interface HeadParts {
  title: string;
  description: string;
  url: string;
  noindex: boolean;
  structuredData?: object | undefined;
}

function headTags({ title, description, url, noindex, structuredData }: HeadParts): string {
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Sunward Group Travel" />',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    '<meta name="twitter:card" content="summary" />',
  ];
  if (structuredData) {
    // The page's own URL, and its image as an absolute URL, as search engines want them.
    const image = (structuredData as { image?: unknown }).image;
    const absolute = { ...structuredData, url, ...(typeof image === 'string' && image.startsWith('/') ? { image: `${new URL(url).origin}${image}` } : {}) };
    tags.push(`<script type="application/ld+json">${scriptJson(JSON.stringify(absolute))}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * The built `index.html` with a page's head and markup in it. React puts the preloads it derives
 * from the page (its `fetchPriority="high"` hero image) before the markup; they move to the top of
 * the head, ahead of the fonts and scripts, since that image is the page's largest paint.
 */
function fillTemplate(template: string, head: string, renderedHtml: string, queries: string | undefined, search = ''): string {
  const preloads = /^(?:<link [^>]*\/>)*/.exec(renderedHtml)?.[0] ?? '';
  const { html: rootHtml, styles } = hoistStyles(renderedHtml.slice(preloads.length));
  const withHead = template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/s, '')
    .replace(/(<meta name="viewport"[^>]*>)/, `$1${preloads ? `\n    ${preloads}` : ''}`)
    .replace('</head>', `  ${head}\n    ${styles}\n  </head>`);
  const data = queries === undefined ? '' : `\n    <script type="application/json" id="prerendered-queries">${scriptJson(queries)}</script>`;
  // The page shows without scripts; the shell's note that it needs them does not apply.
  // The query string a page was prerendered for, which the app's hydrating render reads again.
  const root = search ? `<div id="root" data-prerendered-search="${escapeHtml(search)}">` : '<div id="root">';
  return withHead.replace(/\s*<noscript>.*?<\/noscript>/s, '').replace('<div id="root"></div>', `${root}${rootHtml}</div>${data}`);
}

/**
 * Emotion (Chakra's styling) writes a `<style>` before each element it first styles. They move to
 * the head, Chakra's global styles first, then every element's rules in one tag whose
 * `data-emotion` names them all under `prerenderedStylesKey`. Each is marked `data-s`, which
 * Emotion's caches read as "already in place": the browser's cache
 * (`prerenderedStyleCache`) counts the named rules as inserted and leaves the tag where it is,
 * so the page is not restyled as the app starts (decisions 025 and 029).
 */
function hoistStyles(html: string): { html: string; styles: string } {
  const globals: string[] = [];
  const layerOrder: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  const rest = html.replace(/<style data-emotion="([^"]+)">([^<]*)<\/style>/g, (tag, names: string, css: string) => {
    const [key, ...names_] = names.split(' ');
    if (key === 'css') {
      ids.push(...names_);
      rules.push(css);
    } else {
      globals.push(tag.replace('<style ', '<style data-s="" '));
      layerOrder.push(...(css.match(/@layer [\w\s,-]+;/g) ?? []));
    }
    return '';
  });
  const styles = [
    // Chakra's cascade layers (reset, base, tokens, recipes) take their order from where they first
    // appear. Emotion moves the global tags after the element styles as the app starts, so the
    // order is stated once more in a tag nothing moves; else the element styles' `@layer recipes`
    // would come first and the reset would override every recipe.
    ...(layerOrder.length > 0 ? [`<style>${layerOrder.join('')}</style>`] : []),
    ...globals,
    ...(ids.length > 0 ? [`<style data-emotion="${prerenderedStylesKey} ${ids.join(' ')}" data-s="">${rules.join('')}</style>`] : []),
  ];
  return { html: rest, styles: styles.join('\n    ') };
}

interface ManifestChunk {
  file: string;
  css?: string[];
}

const readManifest = (distDir: string) => JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The enhance entry's source: what a static public page loads instead of the app (decision 048). */
export const enhanceEntry = 'src/enhance/main.ts';

/** Every page preloads the two fonts (`src/theme/fonts.css`), so text settles in its face at once. */
function withFontPreloads(template: string, distDir: string): string {
  const fonts = Object.values(readManifest(distDir))
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.woff2'));
  const links = fonts.map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin />`);
  return template.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * The build's stylesheets go into the pages' heads instead of `<link>`s: a linked stylesheet holds
 * back the first paint by one more round trip after the HTML. The files themselves leave the
 * build once every page is written (`removeInlinedStylesheets`), since no page links them.
 */
function inlineStylesheets(template: string, distDir: string, inlined: Set<string>): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_link, file: string) => {
    inlined.add(file);
    return `<style>${readFileSync(join(distDir, file), 'utf8').trim()}</style>`;
  });
}

/**
 * The template of a static public page: the app's entry script (`src/main.tsx`) gives way to the
 * enhance entry, and the enhance entry's own CSS, if any, joins the head as a `<style>`.
 */
function staticTemplate(template: string, distDir: string, inlined: Set<string>): string {
  const entry = readManifest(distDir)[enhanceEntry];
  if (!entry) throw new Error(`${enhanceEntry} is not an entry of the build (vite.config.ts)`);
  const styles = (entry.css ?? []).map((file) => {
    inlined.add(file);
    return `<style>${readFileSync(join(distDir, file), 'utf8').trim()}</style>`;
  });
  const appScript = /<script type="module"[^>]*\ssrc="\/[^"]+\.js"[^>]*><\/script>/;
  if (!appScript.test(template)) throw new Error("The built index.html names no module script");
  return template
    .replace(appScript, `<script type="module" crossorigin src="/${entry.file}"></script>`)
    .replace('</head>', `${styles.map((style) => `  ${style}\n`).join('')}  </head>`);
}

function write(distDir: string, file: string, text: string): void {
  mkdirSync(dirname(join(distDir, file)), { recursive: true });
  writeFileSync(join(distDir, file), text);
}

/**
 * After the browser build, renders every static public page of the route list to HTML in the
 * build (`<path>/index.html`, `404.html`) with the enhance entry as its script, renders every shell
 * screen the same way but with the app's entry and the query cache it hydrates from, gives every
 * other private screen the app shell, all three kinds of private page marked `noindex`, and writes
 * `sitemap.xml` and `robots.txt`. See decisions 023 and 048.
 */
export async function prerender(webDir: string, distDir: string): Promise<void> {
  const serverDir = mkdtempSync(join(tmpdir(), 'sunward-prerender-'));
  try {
    await build({
      configFile: false,
      root: webDir,
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      // One self-contained Node module: the same React, router and Chakra the browser gets.
      ssr: { noExternal: true },
      build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, minify: false },
    });
    // An ES module, whatever loader imports it (tsx under `npm start` reads a bare `.js` as CommonJS):
    // the theme awaits its system at the top level.
    writeFileSync(join(serverDir, 'package.json'), JSON.stringify({ type: 'module' }));
    const entry = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as typeof EntryServer;
    const inlined = new Set<string>();
    const appTemplate = inlineStylesheets(withFontPreloads(readFileSync(join(distDir, 'index.html'), 'utf8'), distDir), distDir, inlined);
    const pageTemplate = staticTemplate(appTemplate, distDir, inlined);
    const origin = siteOrigin();
    const now = buildClock();
    const paths = entry.sitePaths();

    const listed: string[] = [];
    for (const path of paths.prerendered) {
      const page = await entry.renderPage(path, now);
      if (!page.meta) throw new Error(`${path} set no title and description (usePageMeta)`);
      const noindex = page.meta.noindex === true;
      if (!noindex) listed.push(path);
      const head = headTags({ ...page.meta, url: `${origin}${path === '/' ? '/' : path}`, noindex });
      write(distDir, pageFile(path), fillTemplate(pageTemplate, head, page.html, undefined));
    }

    const notFound = await entry.renderPage('/this-page-does-not-exist', now);
    if (!notFound.meta) throw new Error('The 404 page set no title and description');
    write(distDir, '404.html', fillTemplate(pageTemplate, headTags({ ...notFound.meta, url: `${origin}/404`, noindex: true }), notFound.html, undefined));

    // Shell screens: their frame, painted before the app, which hydrates it from the same cache.
    // A trip's booking page paints the trip's picture too (decision 060), and carries the styles
    // of the form it fills in to (decision 064).
    const shellFiles = [
      ...paths.shells.map((path) => ({ path, file: pageFile(path), withFilledInStyles: false })),
      ...entry.tripBookingPaths(now).map((path) => ({ path, file: searchPageFile(path), withFilledInStyles: true })),
    ];
    for (const { path, file, withFilledInStyles } of shellFiles) {
      const page = await entry.renderPage(path, now, { withFilledInStyles });
      const meta = page.meta ?? { title: 'Sunward Group Travel', description: defaultDescription(appTemplate) };
      write(distDir, file, fillTemplate(appTemplate, headTags({ ...meta, url: `${origin}${path}`, noindex: true }), page.html, page.queries, page.search));
    }

    // Other private screens render in the browser only; search engines are asked to leave them out.
    const shell = appTemplate.replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>');
    for (const path of paths.private) write(distDir, pageFile(path), shell);

    for (const file of inlined) rmSync(join(distDir, file));

    const urls = listed.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
    write(distDir, 'sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
    write(distDir, 'robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}

/** The site's description in `index.html`, for a shell screen that sets none of its own. */
function defaultDescription(template: string): string {
  const content = /<meta\s+name="description"\s+content="([^"]*)"/s.exec(template)?.[1] ?? '';
  return content.replace(/\s+/g, ' ').replace(/&amp;/g, '&').trim();
}

/** Runs `prerender` after every browser build (`vite build`, `npm start`, `cdk deploy`, the budget test). */
export function prerenderPages(): Plugin {
  let webDir = '';
  let distDir = '';
  let isBrowserBuild = false;
  return {
    name: 'sunward-prerender',
    apply: 'build',
    configResolved(config) {
      webDir = config.root;
      distDir = resolve(config.root, config.build.outDir);
      isBrowserBuild = !config.build.ssr;
    },
    async closeBundle() {
      if (isBrowserBuild) await prerender(webDir, distDir);
    },
  };
}
