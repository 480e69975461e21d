import { queryOptions, useQuery } from '@tanstack/react-query';
import { knowledgeApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';

export const getArticle = (slug: string, signal?: AbortSignal) =>
  call(knowledgeApi.article, { params: { slug } }, { signal });

export const articleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['knowledge-hub', 'article', slug],
    queryFn: ({ signal }) => getArticle(slug, signal),
    staleTime: 5 * 60_000,
  });

export const useArticle = (slug: string) => useQuery(articleQueryOptions(slug));
