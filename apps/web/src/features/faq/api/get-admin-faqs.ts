import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { faqApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export type AdminFaqSearch = { skip: number; limit: number; q?: string };

/** Staff see hidden entries too; the list is theirs to edit, so it is never served stale. */
export const getAdminFaqs = (search: AdminFaqSearch, signal?: AbortSignal) =>
  call(faqApi.list, { query: { ...search, include_inactive: 'true' } }, { signal });

export const adminFaqsQueryOptions = (search: AdminFaqSearch) =>
  queryOptions({
    queryKey: ['faq', 'admin', search],
    queryFn: ({ signal }) => getAdminFaqs(search, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAdminFaqs = (search: AdminFaqSearch) => useQuery(adminFaqsQueryOptions(search));
