import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { COMMENT_THREADS_DEFAULT_LIMIT, communityApi, type CommunityCommentPage } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { communityKeys } from './keys';

export type CommentsData = InfiniteData<CommunityCommentPage, number>;

export const getThreadedComments = (
  slug: string,
  skip: number,
  signal?: AbortSignal,
): Promise<CommunityCommentPage> =>
  call(
    communityApi.threadedComments,
    { params: { slug }, query: { skip, limit: COMMENT_THREADS_DEFAULT_LIMIT } },
    { signal },
  );

/** Top-level comments oldest first, each with its reply tree; keyed by post id so live events find them. */
export const useThreadedComments = (post: { id: number; slug: string } | undefined) =>
  useInfiniteQuery({
    queryKey: communityKeys.comments(post?.id ?? 0),
    queryFn: ({ pageParam, signal }) => getThreadedComments(post!.slug, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (page: CommunityCommentPage) =>
      page.items.length >= page.limit ? page.skip + page.items.length : undefined,
    enabled: post !== undefined,
  });
