import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FAQ_STALE_MS, faqApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export type FaqSearch = { skip: number; limit: number; category?: string; q?: string };

/** Public data: sent without a token (the access rule says so) so a visitor and a patient see the same list. */
export const getFaqs = (search: FaqSearch, signal?: AbortSignal) =>
  call(faqApi.list, { query: search }, { signal });

export const faqsQueryOptions = (search: FaqSearch) =>
  queryOptions({
    queryKey: ['faq', 'public', search],
    queryFn: ({ signal }) => getFaqs(search, signal),
    staleTime: FAQ_STALE_MS,
    // Typing a search keeps the previous answers on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useFaqs = (search: FaqSearch) => useQuery(faqsQueryOptions(search));
