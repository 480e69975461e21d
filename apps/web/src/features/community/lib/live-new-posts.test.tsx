import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { FEED_ROOM, communityApi, pathOf, type CommunityPost } from '@fertilia/contracts';
import { fakeLiveSocket } from '@/lib/live-socket/fake-socket';
import { setSession } from '@/lib/session';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { makeUser } from '@/test/users';
import { FeedList } from '../components/feed-list';
import type { FeedKind } from '../api/keys';
import { makePost, pageOf } from '../test-data';
import { pendingIn, useFreshPosts, type FreshPost } from './fresh-posts';
import { useLiveUpdates } from './use-live-updates';

/** The community screen's wiring, on a fake live connection: the room, the fresh posts and one view. */
function LiveFeed({ kind, live }: { kind: FeedKind; live: ReturnType<typeof fakeLiveSocket> }) {
  const fresh = useFreshPosts();
  useLiveUpdates(FEED_ROOM, { connection: live.connection, fresh });
  return <FeedList kind={kind} fresh={fresh} />;
}

const older = makePost({ id: 1, slug: 'first-steps', title: 'First steps' });
const newer = makePost({
  id: 2,
  slug: 'day-five',
  title: 'Day five transfer',
  created_at: '2026-01-06T09:00:00Z',
});
/** The public shape a new_post carries: no viewer fields. */
const announced = ({ is_liked: _l, is_own: _o, moderation_reason: _m, ...post }: CommunityPost) => ({
  post: { ...post, reactions: { ...post.reactions, user_reaction: undefined } },
});

async function openFeed(kind: FeedKind = 'feed') {
  setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
  let published: CommunityPost[] = [older];
  const fetch = installTestFetch((request) =>
    request.url.includes(pathOf(communityApi[kind]))
      ? jsonResponse(200, pageOf(published))
      : jsonResponse(404, { detail: 'Not found' }),
  );
  const live = fakeLiveSocket();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LiveFeed kind={kind} live={live} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const socket = await live.opened();
  act(() => socket.fire('connect'));
  await screen.findByText('First steps');
  return { socket, fetch, publish: (post: CommunityPost) => (published = [post, ...published]) };
}

describe('new posts on an open feed (issue 15 item 3)', () => {
  it('offers a post another member just published, and shows it on top when asked', async () => {
    const { socket, fetch, publish } = await openFeed();
    expect(socket.emitted).toEqual([['subscribe', FEED_ROOM]]);
    publish(newer);
    // The event the API sends; before the fix the feed only merged post_update into loaded posts.
    act(() => socket.fire('new_post', announced(newer)));
    const show = await screen.findByRole('button', { name: 'Show 1 new post' });
    expect(show.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByText('Day five transfer')).toBeNull();

    const requests = fetch.calls.length;
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await userEvent.setup().click(show);
    const list = screen.getByRole('list', { name: 'Posts' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['Day five transfer', 'First steps']),
    );
    expect(
      fetch.calls.slice(requests).map((r) => new URL(r.url, 'http://x').searchParams.get('skip')),
    ).toEqual(['0']);
    await waitFor(() => expect(screen.queryByRole('button', { name: /new post/ })).toBeNull());
    expect(list).toHaveFocus();
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
    scroll.mockRestore();
  });

  it('counts each post once, ignores malformed events and forgets a post removed before it was shown', async () => {
    const { socket } = await openFeed();
    const third = makePost({ id: 3, slug: 'third', title: 'Third' });
    act(() => {
      socket.fire('new_post', announced(newer));
      socket.fire('new_post', announced(newer));
      socket.fire('new_post', { post: { id: '3' } });
      socket.fire('new_post', announced(third));
      // Already loaded here (for example the member's own post): not news.
      socket.fire('new_post', announced(older));
    });
    expect(await screen.findByRole('button', { name: 'Show 2 new posts' })).toBeInTheDocument();
    act(() => socket.fire('post_update', { post: { id: 3, slug: 'third', status: 'removed' } }));
    expect(await screen.findByRole('button', { name: 'Show 1 new post' })).toBeInTheDocument();
  });

  it('offers in Following only the posts flagged for the author’s followers', async () => {
    const { socket } = await openFeed('following');
    act(() => socket.fire('new_post', announced(newer)));
    act(() => socket.fire('new_post', { ...announced(makePost({ id: 4, slug: 'four' })), following: true }));
    expect(await screen.findByRole('button', { name: 'Show 1 new post' })).toBeInTheDocument();
  });
});

describe('which view a new post belongs to', () => {
  const fresh: FreshPost[] = [
    { id: 10, following: false, shownIn: [] },
    { id: 11, following: true, shownIn: [] },
    { id: 12, following: true, shownIn: ['feed'] },
  ];
  const ids = (kind: FeedKind, loaded: number[] = []) =>
    pendingIn(kind, fresh, new Set(loaded)).map((p) => p.id);

  it('the feed takes every post, Following only flagged ones, Trending none; shown or loaded ones are done', () => {
    expect(ids('feed')).toEqual([10, 11]);
    expect(ids('feed', [11])).toEqual([10]);
    expect(ids('following')).toEqual([11, 12]);
    expect(ids('trending')).toEqual([]);
  });
});
