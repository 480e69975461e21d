import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { knowledgeApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export type ArticleListParams = { q?: string; category?: string; skip: number; limit: number };

export const getArticles = (params: ArticleListParams, signal?: AbortSignal) =>
  call(
    knowledgeApi.articles,
    {
      query: {
        q: params.q || undefined,
        category: params.category || undefined,
        skip: params.skip,
        limit: params.limit,
      },
    },
    { signal },
  );

export const articlesQueryOptions = (params: ArticleListParams) =>
  queryOptions({
    queryKey: ['knowledge-hub', 'articles', params],
    queryFn: ({ signal }) => getArticles(params, signal),
    // Keeps the last results on screen while the next search or page loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export const useArticles = (params: ArticleListParams) => useQuery(articlesQueryOptions(params));
