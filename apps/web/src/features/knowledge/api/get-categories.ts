import { queryOptions, useQuery } from '@tanstack/react-query';
import { knowledgeApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const getCategories = () => call(knowledgeApi.categories);

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['knowledge-hub', 'categories'],
    queryFn: () => getCategories(),
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
