import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfigResponse } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

/**
 * Read without the zod schema on purpose: the account menu in the public top bar asks for a flag, and parsing
 * here would put zod on the landing page. The flag check below treats anything but a literal `true` as off,
 * so a server that drifts from the contract can only hide a feature, never show one.
 */
export const appConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api.get<Partial<ConfigResponse>>('/api/config', { skipAuth: true }),
  staleTime: Infinity,
});

/** Feature flags from the server; a flag counts as off until the server has said it is on. */
export function useFeatureFlag(flag: keyof ConfigResponse['features']): boolean {
  const { data } = useQuery(appConfigQuery);
  return data?.features?.[flag] === true;
}
