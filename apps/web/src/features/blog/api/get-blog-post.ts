import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_LIST_GC_MS, BLOG_LIST_STALE_MS, blogApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { blogRetry, blogRetryDelay } from '../lib/retry';
import { blogKeys } from './keys';

/** /blog/{id} takes an id or a slug: digits mean an id (slugs are never all digits). */
export const isPostId = (idOrSlug: string) => /^\d+$/.test(idOrSlug);

/**
 * One post. The bearer token goes along when there is one (the access rule identifies the caller), so
 * content staff can open a draft at its address; everyone else gets 404 for drafts.
 */
export const getBlogPost = (idOrSlug: string) =>
  isPostId(idOrSlug)
    ? call(blogApi.get, { params: { id: idOrSlug } })
    : call(blogApi.bySlug, { params: { slug: idOrSlug } });

export const blogPostQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: blogKeys.post(idOrSlug),
    queryFn: () => getBlogPost(idOrSlug),
    staleTime: BLOG_LIST_STALE_MS,
    gcTime: BLOG_LIST_GC_MS,
    retry: blogRetry,
    retryDelay: blogRetryDelay,
  });

export const useBlogPost = (idOrSlug: string, enabled = true) =>
  useQuery({ ...blogPostQueryOptions(idOrSlug), enabled });
