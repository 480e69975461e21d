import { queryOptions, useQuery } from '@tanstack/react-query';
import { assistantApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { assistantKeys } from './keys';

/** Who writes the answers and the starter questions; they change only with the server's configuration. */
export const statusQueryOptions = () =>
  queryOptions({
    queryKey: assistantKeys.status(),
    queryFn: ({ signal }) => call(assistantApi.status, {}, { signal }),
    staleTime: 10 * 60_000,
  });

export const useAssistantStatus = () => useQuery(statusQueryOptions());
