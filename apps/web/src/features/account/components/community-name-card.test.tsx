import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMUNITY_MESSAGES, communityApi, pathOf, type User } from '@fertilia/contracts';
import { getSession } from '@/lib/session';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { CommunityNameCard } from './community-name-card';

const URL = pathOf(communityApi.nameSettings);
const toasts = spyOnToasts();

function showCard(user: User, answer: (body: unknown) => Response) {
  signInAs(user);
  const fetch = installTestFetch(({ url, body }) => (url === URL ? answer(body) : jsonResponse(200, user)));
  renderRoutes([{ path: '/settings', element: <CommunityNameCard user={user} /> }], '/settings');
  return fetch;
}

describe('your name in the community', () => {
  it('starts private, previews the name members will see, and saves the choice into the session', async () => {
    const fetch = showCard(makeUser({ username: 'hopeful_ada' }), () =>
      jsonResponse(200, { show_real_name: true, public_name: 'Ada Lovelace' }),
    );
    const box = await screen.findByRole('checkbox', { name: 'Show my real name to other members' });
    expect(box).not.toBeChecked();
    expect(screen.getByText(/Members see you as/)).toHaveTextContent('Members see you as hopeful_ada');
    const save = screen.getByRole('button', { name: 'Save name choice' });
    expect(save).toBeDisabled();

    await userEvent.click(box);
    expect(screen.getByText(/Members see you as/)).toHaveTextContent('Members see you as Ada Lovelace');
    await userEvent.click(save);

    await waitFor(() => expect(getSession().user?.show_real_name).toBe(true));
    expect(fetch.calls.find((c) => c.url === URL)).toMatchObject({
      method: 'PUT',
      body: { show_real_name: true },
    });
    expect(toasts.success).toHaveBeenCalledWith(COMMUNITY_MESSAGES.nameChoiceSaved);
    expect(screen.getByRole('button', { name: 'Save name choice' })).toBeDisabled();
  });

  it('explains that a member without a real name is still shown by username', async () => {
    showCard(makeUser({ username: 'quiet_hope', first_name: null, last_name: null }), () =>
      jsonResponse(500, {}),
    );
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Show my real name to other members' }),
    );
    expect(screen.getByText(/Members see you as/)).toHaveTextContent('Members see you as quiet_hope');
    expect(screen.getByRole('link', { name: 'Add your name in your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('keeps the choice unsaved and says so when the server refuses it', async () => {
    showCard(makeUser(), () => jsonResponse(500, { detail: 'Internal server error' }));
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Show my real name to other members' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save name choice' }));
    // The card says it, once: no toast repeats the refusal (issue 15 item 9).
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(toasts.error).not.toHaveBeenCalled();
    expect(getSession().user?.show_real_name).toBe(false);
  });
});
