import { queryOptions, useQuery } from '@tanstack/react-query';
import { ivfApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { ivfKeys } from './keys';

/** GET /api/ivf/model/: the model's validation; it changes only with a new model version. */
export const modelCardQueryOptions = () =>
  queryOptions({
    queryKey: ivfKeys.model(),
    queryFn: ({ signal }) => call(ivfApi.model, {}, { signal }),
    staleTime: Infinity,
  });

export const useModelCard = () => useQuery(modelCardQueryOptions());
