import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The local API server (`npm start`) answers `/api` and the local-only `/_local` pages. */
const localServer = 'http://localhost:3000';

// Vite requires a default export from its config file.
export default defineConfig({
  plugins: [react()],
  build: {
    rolldownOptions: {
      // Chakra's theme module builds its whole default config (every recipe) at import time
      // with these helpers; marked pure, the recipes the site does not use leave the bundle.
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens', 'defineTextStyles', 'defineLayerStyles', 'defineAnimationStyles', 'defineKeyframes', 'defineConditions', 'defineGlobalStyles', 'mergeConfigs', 'createSystem'] },
    },
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each screen to its chunks; `npm run bench` reads it.
    manifest: true,
    // The entry chunk holds React, Chakra and the router (about 600 KB before gzip); the size that
    // matters, first-page JS after gzip, has its goal in `npm run bench`.
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: {
      '/api': { target: localServer, changeOrigin: true },
      '/_local': { target: localServer, changeOrigin: true },
    },
  },
});
