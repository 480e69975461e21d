import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { consultationKeys } from './keys';

/** One listed expert with her recent reviews; a 404 (no longer listed) is shown in place, never toasted. */
export const getExpert = (id: number, signal?: AbortSignal) =>
  call(consultationsApi.expert, { params: { id } }, { signal });

export const expertQueryOptions = (id: number) =>
  queryOptions({
    queryKey: consultationKeys.expert(id),
    queryFn: ({ signal }) => getExpert(id, signal),
  });

export const useExpert = (id: number | null) =>
  useQuery({ ...expertQueryOptions(id ?? 0), enabled: id !== null });
