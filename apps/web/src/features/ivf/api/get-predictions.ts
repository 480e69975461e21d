import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { IVF_PAGE_SIZE, ivfApi, type IvfPredictionPage } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { ivfKeys } from './keys';

export const getPredictions = (skip: number, patientId?: number, signal?: AbortSignal) =>
  call(ivfApi.list, { query: { skip, limit: IVF_PAGE_SIZE, patient_id: patientId } }, { signal });

/** Newest first, 20 a page; more exist while a full page came back (spec 02 §9). */
export const predictionsQueryOptions = (patientId?: number) =>
  infiniteQueryOptions({
    queryKey: ivfKeys.list(patientId),
    queryFn: ({ pageParam, signal }) => getPredictions(pageParam, patientId, signal),
    initialPageParam: 0,
    getNextPageParam: (last: IvfPredictionPage) =>
      last.items.length === last.limit ? last.skip + last.limit : undefined,
  });

export const usePredictions = (patientId?: number) => useInfiniteQuery(predictionsQueryOptions(patientId));
