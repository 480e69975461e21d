import { describe, expect, it } from 'vitest';
import { screen as dom, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser } from '@/test/users';
import { setSession } from '@/lib/session';
import { Component as AdminUsers } from './admin-users';

const searchPath = pathOf(adminApi.searchUsers);

describe('admin users page', () => {
  it('loads users at once, leaving out filters set to all, and lists them with role badges', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ id: 9, role: 'super_admin' }) });
    const fetch = installTestFetch(({ url }) =>
      url.startsWith(searchPath)
        ? jsonResponse(200, {
            users: [
              makeUser({
                id: 2,
                username: 'grace',
                first_name: 'Grace',
                last_name: 'Hopper',
                role: 'doctor',
              }),
            ],
            total: 1,
            skip: 0,
            limit: 20,
          })
        : jsonResponse(200, makeUser({ id: 9, role: 'super_admin' })),
    );
    renderRoutes([{ path: '/admin/users', element: <AdminUsers /> }], '/admin/users');

    const table = await dom.findByRole('table', { name: 'Users' });
    expect(within(table).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/admin/users/2',
    );
    expect(within(table).getByText('Doctor')).toBeInTheDocument();
    const search = fetch.calls.find((c) => c.url.startsWith(searchPath));
    expect(search?.method).toBe('POST');
    expect(search?.url).toMatch(/\?t=\d+$/);
    expect(search?.body).toEqual({ search: '', skip: 0, limit: 20 });
  });

  it('also lists users as stacked rows for phones, hiding the table below md', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ id: 9, role: 'admin' }) });
    const email = 'a.very.long.address.for.testing@clinic-with-a-long-name.example.org';
    installTestFetch(({ url }) =>
      url.startsWith(searchPath)
        ? jsonResponse(200, {
            users: [
              makeUser({ id: 4, username: 'ada', first_name: 'Ada', last_name: null, email, role: 'doctor' }),
            ],
            total: 1,
            skip: 0,
            limit: 20,
          })
        : jsonResponse(200, makeUser({ id: 9, role: 'admin' })),
    );
    renderRoutes([{ path: '/admin/users', element: <AdminUsers /> }], '/admin/users');

    // jsdom applies no CSS, so both layouts are in the DOM; the classes decide which one a width shows.
    const list = await dom.findByRole('list', { name: 'Users' });
    const table = dom.getByRole('table', { name: 'Users' });
    expect(list.parentElement).toHaveClass('md:hidden');
    expect(dom.getByRole('region', { name: 'Users' }).parentElement).toHaveClass('hidden', 'md:block');
    expect(table).toBeInTheDocument();

    const row = within(list).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/admin/users/4');
    expect(within(row).getByText(email, { exact: false })).toHaveClass('break-all');
    expect(within(row).getByText('Doctor')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('shows an empty state when a search finds nobody', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ id: 9, role: 'admin' }) });
    const fetch = installTestFetch(({ url }) =>
      url.startsWith(searchPath)
        ? jsonResponse(200, { users: [], total: 0, skip: 0, limit: 20 })
        : jsonResponse(200, []),
    );
    renderRoutes([{ path: '/admin/users', element: <AdminUsers /> }], '/admin/users');
    const user = userEvent.setup();
    await user.type(await dom.findByLabelText('Search'), 'nobody{Enter}');
    expect(await dom.findByText('No users match these filters')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.calls.some((c) => (c.body as { search?: string } | undefined)?.search === 'nobody')).toBe(
        true,
      ),
    );
  });
});
