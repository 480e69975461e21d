import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { EMBRYO_PAGE_SIZE, embryoApi, type EmbryoAnalysisPage } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { embryoKeys } from './keys';

export const getAnalyses = (skip: number, patientId?: number, signal?: AbortSignal) =>
  call(embryoApi.list, { query: { skip, limit: EMBRYO_PAGE_SIZE, patient_id: patientId } }, { signal });

/** Newest first, 20 a page; more exist while a full page came back. */
export const analysesQueryOptions = (patientId?: number) =>
  infiniteQueryOptions({
    queryKey: embryoKeys.list(patientId),
    queryFn: ({ pageParam, signal }) => getAnalyses(pageParam, patientId, signal),
    initialPageParam: 0,
    getNextPageParam: (last: EmbryoAnalysisPage) =>
      last.items.length === last.limit ? last.skip + last.limit : undefined,
  });

export const useAnalyses = (patientId?: number) => useInfiniteQuery(analysesQueryOptions(patientId));
