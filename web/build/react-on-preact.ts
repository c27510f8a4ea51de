import type { Alias, Rolldown } from 'vite';

/**
 * The site's React code runs on Preact's React-compatible runtime (`preact/compat`), in the
 * browser, in the prerenderer and in the web tests alike (decision 027): React DOM alone is about
 * 64 KB of a first visit's JavaScript after gzip, `preact/compat` about 9. Each name is matched
 * whole, so `react-dom/client` does not fall under `react-dom`.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * The builds' log handler: React Router looks for React 19's `useOptimistic` and does without it,
 * so `preact/compat` having none is expected rather than a mistake worth a warning in every build.
 */
export const onBuildLog: NonNullable<Rolldown.InputOptions['onLog']> = (level, log, handler) => {
  if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
  handler(level, log);
};
