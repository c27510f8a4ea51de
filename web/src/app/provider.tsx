import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { system } from '../theme/system';

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Emotion's cache for the styles; by default Emotion's own (the prerenderer and tests use it). */
  styleCache?: EmotionCache;
  /** Chakra's system; by default the site's (`theme/system.ts`). */
  chakraSystem?: SystemContext;
}

/** Everything a screen needs around it: the theme and the query cache. */
export function AppProvider({ children, queryClient, styleCache, chakraSystem = system }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const app = (
    <ChakraProvider value={chakraSystem}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ChakraProvider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{app}</CacheProvider> : app;
}
