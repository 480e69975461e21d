import { useEffect, useRef, useState } from 'react';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { Newspaper, TrendingUp, Users } from 'lucide-react';
import { COMMUNITY_MESSAGES } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { createPostKey } from '../api/create-post';
import { useFeed } from '../api/get-feed';
import type { FeedKind } from '../api/keys';
import { pendingIn, type FreshPosts } from '../lib/fresh-posts';
import { isShown, reloadFromTop } from '../lib/post-cache';
import { NewPostsButton } from './new-posts-button';
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

/**
 * One feed with infinite scroll: the next page loads near the end, or with the Load more button. Posts
 * published meanwhile (`fresh`) are offered on top and loaded when the member asks.
 */
export function FeedList({ kind, fresh }: { kind: FeedKind; fresh: FreshPosts }) {
  const queryClient = useQueryClient();
  const feed = useFeed(kind);
  const sentinel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [showing, setShowing] = useState(false);
  // The member's own post is news to her other tabs, not to this one, which is publishing it.
  const publishing = useIsMutating({ mutationKey: createPostKey }) > 0;
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
  const loaded = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const posts = loaded.filter(isShown);
  const pending = publishing ? [] : pendingIn(kind, fresh.posts, new Set(loaded.map((post) => post.id)));

  const showNew = async () => {
    // Posts arriving while the page reloads stay on offer: only those the member asked for were shown.
    const asked = pending.map((post) => post.id);
    setShowing(true);
    await reloadFromTop(queryClient, kind);
    fresh.shown(kind, asked);
    setShowing(false);
    // The new posts are on top: take the reader there, keyboard focus included.
    window.scrollTo({ top: 0 });
    list.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <NewPostsButton count={pending.length} loading={showing} onShow={() => void showNew()} />
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
            <ul
              ref={list}
              tabIndex={-1}
              aria-label="Posts"
              className="flex flex-col gap-4 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus"
            >
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
    </>
  );
}
