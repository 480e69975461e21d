import { queryOptions, useQuery } from '@tanstack/react-query';
import { assistantApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { assistantKeys } from './keys';

export const sessionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: assistantKeys.session(id),
    queryFn: ({ signal }) => call(assistantApi.get, { params: { id } }, { signal }),
  });

export const useAssistantSession = (id: number) => useQuery(sessionQueryOptions(id));
