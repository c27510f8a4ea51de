import * as routes from '@sunward/shared/routes/runtime-config';
import type { RuntimeConfig } from '@sunward/shared/schemas/runtime-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** `GET /api/config`: which card form this environment uses and Stripe's publishable key. */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  return apiRequest(routes.getRuntimeConfig);
}

export function runtimeConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.config.runtime,
    queryFn: getRuntimeConfig,
  });
}

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQueryOptions());
}
