import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAQ_STALE_MS, faqApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const getFaqCategories = (signal?: AbortSignal) => call(faqApi.categories, {}, { signal });

export const faqCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['faq', 'categories'],
    queryFn: ({ signal }) => getFaqCategories(signal),
    staleTime: FAQ_STALE_MS,
  });

export const useFaqCategories = () => useQuery(faqCategoriesQueryOptions());
