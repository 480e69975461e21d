import { describe, expect, it } from 'vitest';
import { screen as dom, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, authApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes, screen } from '@/test/render';
import { makeUser } from '@/test/users';
import { getSession } from '@/lib/session';
import { spyOnToasts } from '@/test/notify';
import { Component as Login } from './login';

const toasts = spyOnToasts();

function renderLogin(path = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <Login /> },
      { path: '/user-dashboard', element: screen('user-dashboard') },
      { path: '/confirm-email', element: screen('confirm-email') },
    ],
    path,
  );
}

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(dom.getByLabelText(/email/i), email);
  if (password) await user.type(dom.getByLabelText(/^password/i), password);
  await user.click(dom.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('shows the contract’s messages and sends nothing when the form is empty', async () => {
    const fetch = installTestFetch(() => jsonResponse(500, {}));
    renderLogin();
    await fill('', '');
    expect(await dom.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(dom.getByText(MESSAGES.required)).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
  });

  it('rejects a malformed e-mail in the browser', async () => {
    const fetch = installTestFetch(() => jsonResponse(500, {}));
    renderLogin();
    await fill('not-an-email', 'secret');
    expect(await dom.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(dom.getByLabelText(/email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.calls).toHaveLength(0);
  });

  it('puts a server 422 on the field it names', async () => {
    installTestFetch(() =>
      jsonResponse(422, {
        detail: [{ loc: ['body', 'password'], msg: 'Password is not acceptable', type: 'value_error' }],
      }),
    );
    renderLogin();
    await fill('ada@example.com', 'secret');
    const message = await dom.findByText('Password is not acceptable');
    const input = dom.getByLabelText(/^password/i);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('shows the server’s reason when sign-in is refused', async () => {
    installTestFetch(() => jsonResponse(401, { detail: MESSAGES.invalidCredentials }));
    renderLogin();
    await fill('ada@example.com', 'wrong-password');
    expect(await dom.findByText(MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(getSession().accessToken).toBeNull();
  });

  it('explains an unconfirmed account refused by the server', async () => {
    installTestFetch(() => jsonResponse(403, { detail: MESSAGES.accountNotConfirmed }));
    renderLogin();
    await fill('ada@example.com', 'secret-password');
    expect(await dom.findByText(MESSAGES.accountNotConfirmed)).toBeInTheDocument();
  });

  it('stores the session and lands on the role’s dashboard', async () => {
    const user = makeUser();
    const fetch = installTestFetch(({ url }) =>
      url.startsWith(pathOf(authApi.login))
        ? jsonResponse(200, {
            access_token: 'a',
            refresh_token: 'r',
            token_type: 'bearer',
            expires_in: 900,
            user,
          })
        : jsonResponse(200, user),
    );
    const { router } = renderLogin();
    await fill('Ada@Example.com ', 'secret-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-dashboard'));
    expect(fetch.calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret-password' });
    expect(getSession().accessToken).toBe('a');
  });

  it('tells an expired session and a finished reset apart', () => {
    installTestFetch(() => jsonResponse(500, {}));
    renderLogin('/login?session_expired=true&reset_success=true');
    expect(dom.getByText('Session expired')).toBeInTheDocument();
    expect(dom.getByText(MESSAGES.passwordReset)).toBeInTheDocument();
    expect(toasts.error).toHaveBeenCalledWith(
      'Session expired',
      expect.objectContaining({ id: 'session-expired', description: 'Please log in again to continue.' }),
    );
  });

  it('raises no expiry toast on a plain visit', () => {
    installTestFetch(() => jsonResponse(500, {}));
    renderLogin('/login');
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
