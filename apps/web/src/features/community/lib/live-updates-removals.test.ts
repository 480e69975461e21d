import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { CommunityPost } from '@fertilia/contracts';
import { communityKeys } from '../api/keys';
import type { CommentsData } from '../api/get-comments';
import type { FeedData } from '../api/get-feed';
import { feedOf, makeComment, makePost } from '../test-data';
import { dropComment } from './comment-cache';
import { isShown } from './post-cache';
import { applyPostUpdate, asPostUpdate } from './use-live-updates';

/** A post with three visible comments: 100 (with reply 101) and 102, its thread loaded. */
function loadedThread() {
  const queryClient = new QueryClient();
  const post = makePost({ comment_count: 3, comments_count: 3 });
  queryClient.setQueryData(communityKeys.list('feed'), feedOf([post, makePost({ id: 2, slug: 'other' })]));
  queryClient.setQueryData(communityKeys.post('first-steps'), post);
  queryClient.setQueryData<CommentsData>(communityKeys.comments(1), {
    pages: [
      {
        items: [
          makeComment({ id: 100, replies: [makeComment({ id: 101, parent_id: 100 })] }),
          makeComment({ id: 102 }),
        ],
        total: 2,
        skip: 0,
        limit: 50,
      },
    ],
    pageParams: [0],
  });
  const ids = () =>
    queryClient
      .getQueryData<CommentsData>(communityKeys.comments(1))!
      .pages.flatMap((page) => page.items)
      .map((c) => [c.id, c.replies.map((r) => r.id)]);
  const counts = () => {
    const inFeed = queryClient.getQueryData<FeedData>(communityKeys.list('feed'))!.pages[0]!.items[0]!;
    const own = queryClient.getQueryData<CommunityPost>(communityKeys.post('first-steps'))!;
    return [inFeed, own].map((p) => [p.comment_count, p.comments_count]);
  };
  return { queryClient, ids, counts };
}

describe('live removals in the community caches', () => {
  it('a post_update naming a removed comment takes it and its replies out, with the counts it brings', () => {
    const { queryClient, ids, counts } = loadedThread();
    const event = asPostUpdate({
      post: { id: 1, slug: 'first-steps', comment_count: 1, comments_count: 1 },
      removed_comment_id: 100,
    });
    applyPostUpdate(queryClient, event!);
    expect(ids()).toEqual([[102, []]]);
    expect(counts()).toEqual([
      [1, 1],
      [1, 1],
    ]);
    // A removed reply leaves its parent; an event without counts (a hidden comment) keeps them.
    applyPostUpdate(queryClient, { post: { id: 1 }, removed_comment_id: 102 });
    expect(ids()).toEqual([]);
    expect(counts()[0]).toEqual([1, 1]);
  });

  it('takes a removed reply out of its parent and leaves other posts’ threads alone', () => {
    const { queryClient, ids } = loadedThread();
    applyPostUpdate(queryClient, { post: { id: 1 }, removed_comment_id: 101 });
    expect(ids()).toEqual([
      [100, []],
      [102, []],
    ]);
    applyPostUpdate(queryClient, { post: { id: 2 }, removed_comment_id: 102 });
    expect(ids()).toEqual([
      [100, []],
      [102, []],
    ]);
  });

  it('the author’s own delete does not count twice when the live event came first', () => {
    const { queryClient, ids, counts } = loadedThread();
    applyPostUpdate(queryClient, {
      post: { id: 1, comment_count: 1, comments_count: 1 },
      removed_comment_id: 100,
    });
    dropComment(queryClient, 1, 100);
    expect(ids()).toEqual([[102, []]]);
    expect(counts()[1]).toEqual([1, 1]);
    // Without the event first, the API answer alone drops the comment and its reply.
    const other = loadedThread();
    dropComment(other.queryClient, 1, 100);
    expect(other.ids()).toEqual([[102, []]]);
    expect(other.counts()[1]).toEqual([1, 1]);
  });

  it('a post a moderator removed leaves the feed and its screen, except for its author', () => {
    const { queryClient } = loadedThread();
    applyPostUpdate(queryClient, { post: { id: 1, slug: 'first-steps', status: 'removed' } });
    const feed = queryClient.getQueryData<FeedData>(communityKeys.list('feed'))!.pages[0]!.items;
    expect(feed.filter(isShown).map((p) => p.id)).toEqual([2]);
    expect(isShown(queryClient.getQueryData<CommunityPost>(communityKeys.post('first-steps'))!)).toBe(false);
    expect(isShown({ ...feed[0]!, is_own: true })).toBe(true);
  });
});
