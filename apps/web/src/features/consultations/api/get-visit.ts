import { queryOptions, useQuery } from '@tanstack/react-query';
import { visitsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { hasStatus } from '@/lib/api-error';
import { consultationKeys } from './keys';

/** GET .../appointments/:id/visit: when the visit opens and closes, whom she meets, the ICE servers. */
export const getVisit = (id: number, signal?: AbortSignal) =>
  call(visitsApi.visit, { params: { id } }, { signal });

export const visitQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...consultationKeys.appointment(id), 'visit'] as const,
    queryFn: ({ signal }) => getVisit(id, signal),
    // TURN credentials are made per request and last hours: no need to refetch while the page is open.
    staleTime: Infinity,
    // A visit that is not hers (404) will not become hers by asking again.
    retry: (failures, error) => failures < 1 && !hasStatus(error, 404),
  });

export const useVisit = (id: number) => useQuery(visitQueryOptions(id));
