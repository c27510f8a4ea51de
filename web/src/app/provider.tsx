import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { RootStartContext } from '../lib/use-hydrated';
import { system } from '../theme/system';

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Emotion's cache for the styles; by default Emotion's own (the prerenderer and tests use it). */
  styleCache?: EmotionCache;
  /** Chakra's system; by default the site's (`theme/system.ts`). */
  chakraSystem?: SystemContext;
  /**
   * Whether the root's first render is the prerendered HTML (the build's render, the browser's
   * `hydrateRoot`): shell screens render their frame first (`useHydrated`).
   */
  hydrating?: boolean;
  /** The query string the page was prerendered for (`usePrerenderedSearchParams`). */
  prerenderedSearch?: string;
}

/** Everything a screen needs around it: the theme, the query cache and how the root began. */
export function AppProvider({ children, queryClient, styleCache, chakraSystem = system, hydrating = false, prerenderedSearch = '' }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [rootStart] = useState(() => ({ hydrating, prerenderedSearch }));
  const app = (
    <ChakraProvider value={chakraSystem}>
      <QueryClientProvider client={client}>
        <RootStartContext value={rootStart}>{children}</RootStartContext>
      </QueryClientProvider>
    </ChakraProvider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{app}</CacheProvider> : app;
}
