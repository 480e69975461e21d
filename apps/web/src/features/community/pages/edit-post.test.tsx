import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POST_IMAGE_URL_PREFIX } from '@fertilia/contracts';
import { DISCARD_DRAFT } from '@/components/ui/discard-draft';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes, screen as stand } from '@/test/render';
import { setSession } from '@/lib/session';
import { makeUser } from '@/test/users';
import { makePost } from '../test-data';
import { Component as EditPost } from './edit-post';

function editing(overrides: Parameters<typeof makePost>[0] = {}) {
  setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
  const post = makePost({ slug: 'first-steps', is_own: true, ...overrides });
  const fetch = installTestFetch(({ method, body }) =>
    jsonResponse(200, method === 'PUT' ? { ...post, ...(body as object) } : post),
  );
  const routes = [
    { path: '/community/posts/:slug/edit', element: <EditPost /> },
    { path: '/community/posts/:slug', element: stand('post') },
  ];
  renderRoutes(routes, '/community/posts/first-steps/edit');
  return { user: userEvent.setup(), fetch };
}

describe('editing a post', () => {
  it('leaves at once through Cancel when nothing changed', async () => {
    const { user } = editing();
    await screen.findByDisplayValue('First steps');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('screen: post')).toBeInTheDocument();
  });

  it('asks before Cancel throws away changed text, and stays on Keep editing', async () => {
    const { user } = editing();
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

  it('lets the author describe the picture of an older post, sending the new description with the edit', async () => {
    const { user, fetch } = editing({
      image: `${POST_IMAGE_URL_PREFIX}abc.webp`,
      image_alt: '',
      title: 'Scan',
    });
    expect(
      await screen.findByRole('img', { name: 'Picture shared with the post “Scan”' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Image description/), 'Ultrasound at seven weeks');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('screen: post')).toBeInTheDocument();
    const put = fetch.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ image_alt: 'Ultrasound at seven weeks' });
  });

  it('offers no description for a post without a picture', async () => {
    editing();
    await screen.findByDisplayValue('First steps');
    expect(screen.queryByLabelText(/^Image description/)).toBeNull();
  });
});
