import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §4: queries and mutations are not retried; data never goes stale and is not refetched
 * on an interval, on window focus or on reconnect. Mutations refresh what they change by
 * invalidating keys from `query-keys.ts`. Garbage collection stays at TanStack's 5 minutes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
