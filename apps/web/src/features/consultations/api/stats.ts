import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { consultationKeys, statsCaching } from './keys';

/** The caller's own appointment statistics, as patient or as expert. */
export const getStats = (signal?: AbortSignal) => call(consultationsApi.stats, {}, { signal });

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: consultationKeys.stats(),
    queryFn: ({ signal }) => getStats(signal),
    ...statsCaching,
  });

export const useStats = () => useQuery(statsQueryOptions());
