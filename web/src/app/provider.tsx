import { ChakraProvider } from '@chakra-ui/react';
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
}

/** Everything a screen needs around it: the theme and the query cache. */
export function AppProvider({ children, queryClient, styleCache }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const app = (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ChakraProvider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{app}</CacheProvider> : app;
}
