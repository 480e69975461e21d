import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KnowledgeArticle } from '@fertilia/contracts';
import { api } from '@/lib/api-client';

export const getArticle = (slug: string, signal?: AbortSignal): Promise<KnowledgeArticle> =>
  api.get<KnowledgeArticle>(`/api/knowledge-hub/articles/${encodeURIComponent(slug)}`, {
    skipAuth: true,
    signal,
  });

export const articleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['knowledge-hub', 'article', slug],
    queryFn: ({ signal }) => getArticle(slug, signal),
    staleTime: 5 * 60_000,
  });

export const useArticle = (slug: string) => useQuery(articleQueryOptions(slug));
