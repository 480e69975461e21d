import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAQ_STALE_MS, type FaqCategoryCount } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const getFaqCategories = (signal?: AbortSignal): Promise<FaqCategoryCount[]> =>
  api.get<FaqCategoryCount[]>('/api/faq/categories', { skipAuth: true, signal });

export const faqCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['faq', 'categories'],
    queryFn: ({ signal }) => getFaqCategories(signal),
    staleTime: FAQ_STALE_MS,
  });

export const useFaqCategories = () => useQuery(faqCategoriesQueryOptions());
