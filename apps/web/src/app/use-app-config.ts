import { queryOptions, useQuery } from '@tanstack/react-query';
import { configResponse, type ConfigResponse } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const appConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api.get<ConfigResponse>('/api/config', { skipAuth: true, schema: configResponse }),
  staleTime: Infinity,
});

/** Feature flags from the server; a flag counts as off until the server has said it is on. */
export function useFeatureFlag(flag: keyof ConfigResponse['features']): boolean {
  const { data } = useQuery(appConfigQuery);
  return data?.features[flag] ?? false;
}
