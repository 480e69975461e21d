import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CommunityPost } from '@fertilia/contracts';
import { communityKeys } from '../api/keys';
import type { CommentsData } from '../api/get-comments';
import type { FeedData } from '../api/get-feed';
import { feedOf, makeComment, makePost, makeReactions } from '../test-data';
import { addComment } from './comment-cache';
import { fakeLiveSocket } from '@/lib/live-socket/fake-socket';
import { applyNewComment, applyPostUpdate, useLiveUpdates } from './use-live-updates';

describe('live updates on the community screens', () => {
  it('follow the screen’s room and apply post_update and only new_comment events with a numeric post_id', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(communityKeys.post('first-steps'), makePost());
    queryClient.setQueryData<CommentsData>(communityKeys.comments(1), {
      pages: [{ items: [], total: 0, skip: 0, limit: 50 }],
      pageParams: [0],
    });
    const live = fakeLiveSocket();
    const { result, unmount } = renderHook(() => useLiveUpdates('post:1', { connection: live.connection }), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    const socket = await live.opened();
    act(() => socket.fire('connect'));
    expect(result.current).toBe('open');
    expect(socket.emitted).toEqual([['subscribe', 'post:1']]);

    act(() => {
      socket.fire('post_update', { post: { id: 1, likes_count: 3 } });
      socket.fire('post_update', { post: { slug: 'first-steps', likes_count: 9 } });
      socket.fire('new_comment', { post_id: '1', comment: makeComment({ id: 7 }) });
      socket.fire('new_comment', { post_id: 1, comment: makeComment({ id: 8 }) });
    });
    expect(queryClient.getQueryData<CommunityPost>(communityKeys.post('first-steps'))!.likes_count).toBe(3);
    const items = queryClient.getQueryData<CommentsData>(communityKeys.comments(1))!.pages[0]!.items;
    expect(items.map((c) => c.id)).toEqual([8]);

    unmount();
    expect(socket.emitted.at(-1)).toEqual(['unsubscribe', 'post:1']);
  });

  it('reads the screen again after a reconnection, since events sent while it was down are lost', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(communityKeys.post('first-steps'), makePost());
    const live = fakeLiveSocket();
    renderHook(() => useLiveUpdates('post:1', { connection: live.connection }), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    const socket = await live.opened();
    const stale = () => queryClient.getQueryState(communityKeys.post('first-steps'))!.isInvalidated;
    act(() => socket.fire('connect'));
    // The first opening finds the screen freshly read.
    expect(stale()).toBe(false);
    act(() => socket.fire('disconnect', 'transport close'));
    act(() => socket.fire('connect'));
    expect(stale()).toBe(true);
  });

  it('opens nothing while the post is still loading', () => {
    const live = fakeLiveSocket();
    renderHook(() => useLiveUpdates(null, { connection: live.connection }), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
      ),
    });
    expect(live.load).not.toHaveBeenCalled();
  });
});

describe('live events in the query cache', () => {
  const reacted = makePost({
    is_liked: true,
    likes_count: 1,
    reactions: makeReactions({ like: 1 }, 'like'),
  });

  it('post_update merges into the loaded post by id and keeps the viewer’s own reaction', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      communityKeys.list('feed'),
      feedOf([reacted, makePost({ id: 2, slug: 'other' })]),
    );
    queryClient.setQueryData(communityKeys.post('first-steps'), reacted);
    applyPostUpdate(queryClient, {
      post: {
        id: 1,
        likes_count: 2,
        comments_count: 4,
        reactions: {
          like_count: 2,
          total_count: 3,
          counts: { like: 2, heart: 1, hug: 0, celebrate: 0, insightful: 0 },
        },
      },
    });
    const inFeed = queryClient.getQueryData<FeedData>(communityKeys.list('feed'))!.pages[0]!.items;
    const own = queryClient.getQueryData<CommunityPost>(communityKeys.post('first-steps'))!;
    for (const post of [inFeed[0]!, own]) {
      expect(post.likes_count).toBe(2);
      expect(post.comments_count).toBe(4);
      expect(post.reactions.counts.heart).toBe(1);
      expect(post.reactions.user_reaction).toBe('like');
      expect(post.is_liked).toBe(true);
      expect(post.title).toBe('First steps');
    }
    expect(inFeed[1]!.likes_count).toBe(0);
  });

  it('new_comment joins the thread once, even after the API answer brought it, and nests replies', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(communityKeys.post('first-steps'), makePost());
    const first = makeComment({ id: 100 });
    queryClient.setQueryData<CommentsData>(communityKeys.comments(1), {
      pages: [{ items: [first], total: 1, skip: 0, limit: 50 }],
      pageParams: [0],
    });
    const mine = makeComment({ id: 101, is_own: true });
    expect(addComment(queryClient, mine, true)).toBe(true);
    expect(applyNewComment(queryClient, { post_id: 1, comment: { ...mine, is_own: undefined } })).toBe(false);
    applyNewComment(queryClient, { post_id: 1, comment: makeComment({ id: 102, parent_id: 100 }) });
    const items = queryClient.getQueryData<CommentsData>(communityKeys.comments(1))!.pages[0]!.items;
    expect(items.map((c) => c.id)).toEqual([100, 101]);
    expect(items[0]!.replies.map((c) => c.id)).toEqual([102]);
    expect(items[1]!.is_own).toBe(true);
    // Only the member's own comment counted here; live comments are counted by the post_update after them.
    expect(queryClient.getQueryData<CommunityPost>(communityKeys.post('first-steps'))!.comments_count).toBe(
      1,
    );
  });
});
