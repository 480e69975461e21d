import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { COMMUNITY_MESSAGES, communityApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { setSession } from '@/lib/session';
import { notify } from '@/lib/notify';
import { makeUser } from '@/test/users';
import { communityKeys } from '../api/keys';
import { feedOf, makePost, makeReactions } from '../test-data';
import { ReactionBar } from './reaction-bar';
import type { FeedData } from '../api/get-feed';

afterEach(() => {
  vi.restoreAllMocks();
});

function setup(loaded: boolean) {
  setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const post = makePost({
    likes_count: 1,
    reactions: makeReactions({ like: 1 }),
  });
  if (loaded) queryClient.setQueryData(communityKeys.list('feed'), feedOf([post]));
  const Bar = () => {
    const data = queryClient.getQueryData<FeedData>(communityKeys.list('feed'));
    return <ReactionBar post={data?.pages[0]?.items[0] ?? post} />;
  };
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <Bar />
    </QueryClientProvider>,
  );
  queryClient.getQueryCache().subscribe(() =>
    utils.rerender(
      <QueryClientProvider client={queryClient}>
        <Bar />
      </QueryClientProvider>,
    ),
  );
  return { queryClient };
}

describe('reaction bar', () => {
  it('sends a typed reaction and shows it pressed with the new counts', async () => {
    const fetch = installTestFetch(() =>
      jsonResponse(200, {
        post_id: 1,
        slug: 'first-steps',
        likes_count: 1,
        is_liked: false,
        reactions: makeReactions({ like: 1, heart: 1 }, 'heart'),
      }),
    );
    setup(true);
    const heart = screen.getByRole('button', { name: 'React with heart' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'React with heart' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByTestId('count-heart')).toHaveTextContent('1');
    expect(screen.getByText('2 reactions')).toBeInTheDocument();
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      url: pathOf(communityApi.react),
      body: { post_id: 1, reaction_type: 'heart' },
    });
  });

  it('likes through the post’s own like call', async () => {
    const fetch = installTestFetch(() =>
      jsonResponse(200, {
        post_id: 1,
        slug: 'first-steps',
        likes_count: 2,
        is_liked: true,
        reactions: makeReactions({ like: 2 }, 'like'),
      }),
    );
    setup(true);
    await userEvent.click(screen.getByRole('button', { name: 'React with like' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'React with like' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      url: pathOf(communityApi.like, { slug: 'first-steps' }),
    });
  });

  it('fails with “Post not found” and sends nothing when the post is not in the loaded lists', async () => {
    const fetch = installTestFetch(() => jsonResponse(500, {}));
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    setup(false);
    await userEvent.click(screen.getByRole('button', { name: 'React with hug' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(error.mock.calls[0]![0]).toBe(COMMUNITY_MESSAGES.addReactionFailed('hug'));
    expect(error.mock.calls[0]![1]).toEqual({ description: COMMUNITY_MESSAGES.postNotFound });
    expect(fetch.calls).toHaveLength(0);
  });

  it('tells the member when the server refuses an unlike', async () => {
    const fetch = installTestFetch(() => jsonResponse(500, { detail: 'Internal server error' }));
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { queryClient } = setup(true);
    queryClient.setQueryData(
      communityKeys.list('feed'),
      feedOf([
        makePost({
          is_liked: true,
          likes_count: 1,
          reactions: makeReactions({ like: 1 }, 'like'),
        }),
      ]),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'React with like', pressed: true }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(error.mock.calls[0]![0]).toBe(COMMUNITY_MESSAGES.unlikeFailed);
    expect(fetch.calls[0]).toMatchObject({
      method: 'DELETE',
      url: pathOf(communityApi.unlike, { slug: 'first-steps' }),
    });
  });
});
