import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraSystemInSteps } from './build/chakra-system-in-steps';
import { lazyChakraGlobalStyles } from './build/lazy-chakra-global-styles';
import { prerenderPages } from './build/prerender';
import { sharedChunkName, shellScreenModules } from './build/shared-chunks';

/** The local API server (`npm start`) answers `/api` and the local-only `/_local` pages. */
const localServer = 'http://localhost:3000';

// Vite requires a default export from its config file.
export default defineConfig({
  plugins: [react(), lazyChakraGlobalStyles(), chakraSystemInSteps(), prerenderPages()],
  build: {
    rolldownOptions: {
      // Two entries: the app (`index.html` → `src/main.tsx`), which shell and private pages load,
      // and the enhance entry, the one script of a static public page (decision 048).
      input: { index: 'index.html', enhance: 'src/enhance/main.ts' },
      // What every page starts with (React, the router, Emotion, TanStack Query, Chakra's core and
      // the layout's components) in a few files rather than dozens of small ones.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
            {
              name: 'chakra',
              test: /node_modules[\\/](@emotion|stylis|@pandacss|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme|preset|preset-base|create-context|utils|merge-props|merge-refs|components[\\/](box|flex|stack|container|link|button|heading|typography|icon|grid|simple-grid|center|spinner|visually-hidden|group|wrap|card|badge|list|image|link-box|circle|square|portal|field|input)[\\/]))/,
            },
            // The app's own shared modules, a chunk for each set of start stages and shell screens
            // that import them (decision 072). Their imports stay in their own chunks, none of
            // which imports them back.
            { name: sharedChunkName(shellScreenModules), includeDependenciesRecursively: false },
          ],
        },
      },
      // Chakra's theme module builds its whole default config (every recipe) at import time
      // with these helpers; marked pure, the recipes the site does not use leave the bundle.
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens', 'defineTextStyles', 'defineLayerStyles', 'defineAnimationStyles', 'defineKeyframes', 'defineConditions', 'defineGlobalStyles', 'mergeConfigs', 'createSystem'] },
    },
    // No `<link rel="modulepreload">` for the chunks a dynamic import needs: while a prerendered
    // page starts the app, Chromium lays the whole page out again for its fonts after each batch
    // of those links (decision 030). The browser finds a chunk's imports once it has the chunk.
    modulePreload: false,
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each screen to its chunks; `npm run bench` reads it.
    manifest: true,
    // The app's chunks hold React, Chakra and the router (about 600 KB before gzip); the size that
    // matters, first-visit JS after gzip, is a static page's (`web/build/first-visit.ts`).
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: {
      '/api': { target: localServer, changeOrigin: true },
      '/_local': { target: localServer, changeOrigin: true },
    },
  },
});
