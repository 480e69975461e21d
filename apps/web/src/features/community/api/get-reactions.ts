import { useInfiniteQuery } from '@tanstack/react-query';
import { communityApi, type PostReactionPage } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { communityKeys } from './keys';

/** One page of who reacted to a post, oldest first. */
export const REACTIONS_PAGE_SIZE = 20;

export const getReactions = (slug: string, skip: number, signal?: AbortSignal): Promise<PostReactionPage> =>
  call(communityApi.reactions, { params: { slug }, query: { skip, limit: REACTIONS_PAGE_SIZE } }, { signal });

/**
 * Who reacted, a page at a time. Always fetched afresh when the list opens: reactions change live and the
 * counts beside the buttons would otherwise disagree with the names.
 */
export const useReactions = (slug: string) =>
  useInfiniteQuery({
    queryKey: communityKeys.reactions(slug),
    queryFn: ({ pageParam, signal }) => getReactions(slug, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (page: PostReactionPage) =>
      page.skip + page.items.length < page.total ? page.skip + page.items.length : undefined,
    staleTime: 0,
  });
