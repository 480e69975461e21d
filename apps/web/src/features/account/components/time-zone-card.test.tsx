import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, authApi, pathOf, type User } from '@fertilia/contracts';
import { getSession } from '@/lib/session';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { TIME_ZONE_SAVED, TimeZoneCard } from './time-zone-card';

const URL = pathOf(authApi.updateProfile);
const toasts = spyOnToasts();

function showCard(user: User, answer: (body: unknown) => Response) {
  signInAs(user);
  const fetch = installTestFetch(({ url, method, body }) =>
    url === URL && method === 'PUT' ? answer(body) : jsonResponse(200, user),
  );
  renderRoutes([{ path: '/settings', element: <TimeZoneCard user={user} /> }], '/settings');
  return fetch;
}

describe('the time zone card', () => {
  it('finds a zone by searching, saves it into the session and says so', async () => {
    const user = makeUser({ time_zone: 'UTC' });
    const fetch = showCard(user, (body) => jsonResponse(200, { ...user, ...(body as object) }));
    const list = await screen.findByRole('listbox', { name: 'Time zone' });
    expect(list).toHaveValue('UTC');
    expect(screen.getByRole('button', { name: 'Save time zone' })).toBeDisabled();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search time zones' }), 'new york');
    expect(screen.getByRole('option', { name: 'America/New York' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Europe/Dublin' })).toBeNull();
    await userEvent.selectOptions(list, 'America/New_York');
    await userEvent.click(screen.getByRole('button', { name: 'Save time zone' }));

    await waitFor(() => expect(getSession().user?.time_zone).toBe('America/New_York'));
    expect(fetch.calls.find((c) => c.url === URL && c.method === 'PUT')?.body).toEqual({
      time_zone: 'America/New_York',
    });
    expect(toasts.success).toHaveBeenCalledWith(TIME_ZONE_SAVED, expect.anything());
  });

  it('offers to save the device’s zone when none is saved, and says when saving fails', async () => {
    showCard(makeUser({ time_zone: null }), () =>
      jsonResponse(400, { detail: 'Time zone must be an IANA time zone name such as Europe/Dublin' }),
    );
    expect(await screen.findByText(/not saved yet/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save time zone' });
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(MESSAGES.profileUpdateFailed, {
        description: 'Time zone must be an IANA time zone name such as Europe/Dublin',
      }),
    );
  });
});
