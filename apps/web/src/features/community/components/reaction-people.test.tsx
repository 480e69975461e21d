import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMUNITY_MESSAGES, communityApi, pathOf, type PostReactionEntry } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { makePost, makeReactions } from '../test-data';
import { ReactionPeople } from './reaction-people';

const reactor = (
  id: number,
  display_name: string,
  username: string,
  type: PostReactionEntry['reaction_type'],
) => ({
  reaction_type: type,
  post_id: 1,
  user: { id, username, display_name, avatar: null, role_label: null },
  created_at: '2026-01-05T10:00:00.000Z',
});

function show(total: Parameters<typeof makeReactions>[0]) {
  signInAs(makeUser({ id: 1, username: 'ada' }));
  const post = makePost({ reactions: makeReactions(total) });
  renderRoutes([{ path: '/', element: <ReactionPeople post={post} /> }], '/');
  return post;
}

describe('who reacted', () => {
  it('opens from the count with the keyboard and lists each member by the name she shows, with her reaction', async () => {
    const url = pathOf(communityApi.reactions, { slug: 'first-steps' });
    const fetch = installTestFetch(({ url: asked }) =>
      asked.startsWith(url)
        ? jsonResponse(200, {
            items: [
              reactor(1, 'ada', 'ada', 'like'),
              reactor(2, 'hopeful_k', 'hopeful_k', 'hug'),
              reactor(3, 'Sara Lind', 'sara_l', 'heart'),
            ],
            total: 3,
            skip: 0,
            limit: 20,
          })
        : jsonResponse(404, {}),
    );
    show({ like: 1, hug: 1, heart: 1 });
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', {
      name: /3 reactions: see who reacted to “First steps”/,
    });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Who reacted' });
    const list = await within(dialog).findByRole('list', { name: 'Members who reacted' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    // Each row: the avatar's initials, the public name (the username unless she shows her name), the reaction.
    expect(rows).toEqual(['Aada (you)Like', 'Hhopeful_kHug', 'SLSara Lind@sara_lHeart']);
    expect(fetch.calls.filter((c) => c.url.startsWith(url)).map((c) => c.url)).toEqual([
      `${url}?skip=0&limit=20`,
    ]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('loads further members on request', async () => {
    const first = Array.from({ length: 20 }, (_, i) => reactor(i + 10, `member_${i}`, `member_${i}`, 'like'));
    installTestFetch(({ url }) =>
      jsonResponse(200, {
        items: url.includes('skip=20') ? [reactor(99, 'last_one', 'last_one', 'celebrate')] : first,
        total: 21,
        skip: url.includes('skip=20') ? 20 : 0,
        limit: 20,
      }),
    );
    show({ like: 20, celebrate: 1 });
    await userEvent.click(await screen.findByRole('button', { name: /21 reactions/ }));
    const more = await screen.findByRole('button', { name: 'Show more' });
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(more);
    expect(await screen.findByText('last_one')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when the list could not be loaded, and offers to try again', async () => {
    installTestFetch(() => jsonResponse(500, { detail: 'Internal server error' }));
    show({ heart: 2 });
    await userEvent.click(await screen.findByRole('button', { name: /2 reactions/ }));
    expect(await screen.findByText(COMMUNITY_MESSAGES.likesLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers nothing to open when nobody reacted', async () => {
    installTestFetch(() => jsonResponse(500, {}));
    show({});
    expect(await screen.findByText('0 reactions')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
