import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_LIST_DEFAULT_LIMIT, BLOG_LIST_GC_MS, BLOG_LIST_STALE_MS, blogApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { blogRetry, blogRetryDelay } from '../lib/retry';
import { blogKeys, type BlogListParams } from './keys';

/**
 * Published posts for readers. Sent without the bearer token even when signed in, so a content editor
 * browsing the public blog sees what visitors see, not her drafts.
 */
export const getPublishedPosts = ({ skip, limit }: BlogListParams) =>
  call(blogApi.list, { query: { skip, limit } }, { skipAuth: true });

export const publishedPostsQueryOptions = (params: BlogListParams) =>
  queryOptions({
    queryKey: blogKeys.list({ scope: 'public', ...params }),
    queryFn: () => getPublishedPosts(params),
    staleTime: BLOG_LIST_STALE_MS,
    gcTime: BLOG_LIST_GC_MS,
    retry: blogRetry,
    retryDelay: blogRetryDelay,
    placeholderData: keepPreviousData,
  });

export const usePublishedPosts = (skip: number, limit = BLOG_LIST_DEFAULT_LIMIT) =>
  useQuery(publishedPostsQueryOptions({ skip, limit }));
