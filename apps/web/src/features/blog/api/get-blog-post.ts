import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_LIST_GC_MS, BLOG_LIST_STALE_MS, type BlogPost } from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { blogRetry, blogRetryDelay } from '../lib/retry';
import { blogKeys } from './keys';

/** /blog/{id} takes an id or a slug: digits mean an id (slugs are never all digits). */
export const isPostId = (idOrSlug: string) => /^\d+$/.test(idOrSlug);

/**
 * One post. The bearer token goes along when there is one, so content staff can open a draft at its
 * address; everyone else gets 404 for drafts.
 */
export const getBlogPost = (idOrSlug: string): Promise<BlogPost> =>
  api.get<BlogPost>(
    isPostId(idOrSlug) ? `/api/blog/${idOrSlug}/` : `/api/blog/slug/${encodeURIComponent(idOrSlug)}`,
  );

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
