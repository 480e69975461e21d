import { describe, expect, it } from 'vitest';
import { screen as dom, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes, screen } from '@/test/render';
import { makeUser } from '@/test/users';
import { getSession } from '@/lib/session';
import { Component as AdminLogin } from './admin-login';

describe('staff sign-in page', () => {
  it('refuses a member: keeps no tokens and ends the session it just opened on the server', async () => {
    const member = makeUser({ role: 'patient' });
    const fetch = installTestFetch(({ url }) =>
      url.startsWith(pathOf(authApi.login))
        ? jsonResponse(200, {
            access_token: 'member-access',
            refresh_token: 'member-refresh',
            token_type: 'bearer',
            expires_in: 900,
            user: member,
          })
        : jsonResponse(200, { message: 'Successfully logged out' }),
    );
    renderRoutes(
      [
        { path: '/admin/login', element: <AdminLogin /> },
        { path: '/admin-dashboard', element: screen('admin-dashboard') },
      ],
      '/admin/login',
    );
    const user = userEvent.setup();
    await user.type(dom.getByLabelText(/email/i), 'ada@example.com');
    await user.type(dom.getByLabelText(/^password/i), 'secret-password');
    await user.click(dom.getByRole('button', { name: /sign in/i }));

    expect(await dom.findByText('No staff access')).toBeInTheDocument();
    await waitFor(() => expect(fetch.calls.some((c) => c.url.startsWith(pathOf(authApi.logout)))).toBe(true));
    const logout = fetch.calls.find((c) => c.url.startsWith(pathOf(authApi.logout)))!;
    expect(logout.method).toBe('POST');
    expect(logout.headers.get('Authorization')).toBe('Bearer member-access');
    expect(getSession().accessToken).toBeNull();
  });
});
