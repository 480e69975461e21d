import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consultationsApi, type ExpertDirectoryQuery } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { consultationKeys } from './keys';

/** GET /api/consultations/experts: the directory, filtered, sorted and paged (spec 02 §7). */
export const getExperts = (filters: ExpertDirectoryQuery, signal?: AbortSignal) =>
  call(consultationsApi.experts, { query: filters }, { signal });

export const expertsQueryOptions = (filters: ExpertDirectoryQuery) =>
  queryOptions({
    queryKey: consultationKeys.experts(filters),
    queryFn: ({ signal }) => getExperts(filters, signal),
    // A new filter or page keeps the last cards on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const useExperts = (filters: ExpertDirectoryQuery) => useQuery(expertsQueryOptions(filters));
