import { useEffect, useRef } from 'react';
import { Newspaper, TrendingUp, Users } from 'lucide-react';
import { COMMUNITY_MESSAGES } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeed } from '../api/get-feed';
import type { FeedKind } from '../api/keys';
import { isShown } from '../lib/post-cache';
import { PostCard } from './post-card';

const TEXTS: Record<FeedKind, { error: string; empty: string; hint: string; icon: typeof Newspaper }> = {
  feed: {
    error: COMMUNITY_MESSAGES.feedLoadFailed,
    empty: 'No posts yet',
    hint: 'Start the conversation: share a question or an update.',
    icon: Newspaper,
  },
  trending: {
    error: COMMUNITY_MESSAGES.trendingLoadFailed,
    empty: 'Nothing is trending yet',
    hint: 'Posts with many reactions and comments show up here.',
    icon: TrendingUp,
  },
  following: {
    error: COMMUNITY_MESSAGES.followingLoadFailed,
    empty: 'No posts from people you follow',
    hint: 'Open a post and follow its author to see their posts here.',
    icon: Users,
  },
};

const feedSkeleton = [0, 1, 2].map((i) => (
  <Card key={i} className="flex flex-col gap-3 p-5">
    <div className="flex items-center gap-3">
      <Skeleton className="size-10 rounded-full" />
      <Skeleton className="h-4 w-40" />
    </div>
    <Skeleton className="h-5 w-3/4" />
    <Skeleton className="h-4 w-full" />
    <Skeleton className="h-4 w-5/6" />
  </Card>
));

/** One feed with infinite scroll: the next page loads near the end, or with the Load more button. */
export function FeedList({ kind }: { kind: FeedKind }) {
  const feed = useFeed(kind);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const texts = TEXTS[kind];
  const posts = feed.data?.pages.flatMap((page) => page.items).filter(isShown) ?? [];
  return (
    <QueryState
      query={feed}
      loadingLabel="Loading posts"
      skeleton={feedSkeleton}
      errorTitle={texts.error}
      errorMessage={false}
      isEmpty={() => posts.length === 0}
      empty={<EmptyState icon={texts.icon} title={texts.empty} description={texts.hint} />}
    >
      {() => (
        <div className="flex flex-col gap-4">
          <ul aria-label="Posts" className="flex flex-col gap-4">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          {feed.isFetchNextPageError ? <Alert tone="error" title={texts.error} /> : null}
          <div ref={sentinel} />
          {hasNextPage ? (
            <Button
              variant="secondary"
              className="self-center"
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              Load more
            </Button>
          ) : (
            <p className="text-center text-sm text-ink-muted">You have reached the end.</p>
          )}
        </div>
      )}
    </QueryState>
  );
}
