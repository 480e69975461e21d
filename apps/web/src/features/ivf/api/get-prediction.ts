import { queryOptions, useQuery } from '@tanstack/react-query';
import { ivfApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { ivfKeys } from './keys';

/** GET /api/ivf/predictions/:id/: hers, or one she computed for a patient (404 for anyone else's). */
export const predictionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ivfKeys.detail(id),
    queryFn: ({ signal }) => call(ivfApi.get, { params: { id } }, { signal }),
  });

/** `id` 0 stands for an address that names no estimate: nothing is asked. */
export const usePrediction = (id: number) => useQuery({ ...predictionQueryOptions(id), enabled: id > 0 });
