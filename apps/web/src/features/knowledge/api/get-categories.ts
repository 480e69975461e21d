import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KnowledgeCategoryCount } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const getCategories = (): Promise<KnowledgeCategoryCount[]> =>
  api.get<KnowledgeCategoryCount[]>('/api/knowledge-hub/categories', { skipAuth: true });

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['knowledge-hub', 'categories'], queryFn: getCategories, staleTime: 5 * 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());
