import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfigResponse } from '@fertilia/contracts';
import { call } from './api-client';

/**
 * The declaration (and so zod) is loaded with the first question instead of with the entry chunk: the account
 * menu in the public top bar asks for a flag, and the landing page must not wait for zod to draw. The answer
 * is checked against the contract, and the flag check below treats anything but a literal `true` as off, so a
 * server that drifts from the contract can only hide a feature, never show one. In lib/ so that features and
 * shared components may read it too (the card form asks which provider takes cards).
 */
export const appConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: async () => {
    const { systemApi } = await import('@fertilia/contracts');
    return call(systemApi.config);
  },
  staleTime: Infinity,
});

/** Feature flags from the server; a flag counts as off until the server has said it is on. */
export function useFeatureFlag(flag: keyof ConfigResponse['features']): boolean {
  const { data } = useQuery(appConfigQuery);
  return data?.features[flag] === true;
}
