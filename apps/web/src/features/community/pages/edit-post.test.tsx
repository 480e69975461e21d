import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISCARD_DRAFT } from '@/components/ui/discard-draft';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes, screen as stand } from '@/test/render';
import { setSession } from '@/lib/session';
import { makeUser } from '@/test/users';
import { makePost } from '../test-data';
import { Component as EditPost } from './edit-post';

function editing() {
  setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
  installTestFetch(() => jsonResponse(200, makePost({ slug: 'first-steps', is_own: true })));
  const routes = [
    { path: '/community/posts/:slug/edit', element: <EditPost /> },
    { path: '/community/posts/:slug', element: stand('post') },
  ];
  renderRoutes(routes, '/community/posts/first-steps/edit');
  return userEvent.setup();
}

describe('editing a post', () => {
  it('leaves at once through Cancel when nothing changed', async () => {
    const user = editing();
    await screen.findByDisplayValue('First steps');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('screen: post')).toBeInTheDocument();
  });

  it('asks before Cancel throws away changed text, and stays on Keep editing', async () => {
    const user = editing();
    const title = await screen.findByDisplayValue('First steps');
    await user.type(title, ' (updated)');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: DISCARD_DRAFT.title });
    await user.click(within(ask).getByRole('button', { name: DISCARD_DRAFT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DISCARD_DRAFT.title })).toBeNull());
    expect(screen.getByDisplayValue('First steps (updated)')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: DISCARD_DRAFT.title });
    await user.click(within(again).getByRole('button', { name: DISCARD_DRAFT.confirm }));
    expect(await screen.findByText('screen: post')).toBeInTheDocument();
  });
});
