import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, communityApi, type CommunityPostPage } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { communityKeys, type FeedKind } from './keys';

export type FeedData = InfiniteData<CommunityPostPage, number>;

/** The three feeds are declared under the same names as their kinds. */
export const getFeedPage = (kind: FeedKind, skip: number, signal?: AbortSignal): Promise<CommunityPostPage> =>
  call(communityApi[kind], { query: { skip, limit: DEFAULT_PAGE_SIZE } }, { signal });

/** Spec 02 §9: more exist when a full page returns. */
export const nextSkip = (page: CommunityPostPage): number | undefined =>
  page.items.length >= page.limit ? page.skip + page.items.length : undefined;

export const useFeed = (kind: FeedKind) =>
  useInfiniteQuery({
    queryKey: communityKeys.list(kind),
    queryFn: ({ pageParam, signal }) => getFeedPage(kind, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextSkip,
  });
