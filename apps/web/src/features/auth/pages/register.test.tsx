import { describe, expect, it } from 'vitest';
import { screen as dom, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes, screen } from '@/test/render';
import { makeUser } from '@/test/users';
import { getSession } from '@/lib/session';
import { Component as Register } from './register';

const renderRegister = () =>
  renderRoutes(
    [
      { path: '/register', element: <Register /> },
      { path: '/confirm-email', element: screen('confirm-email') },
    ],
    '/register',
  );

async function fillForm(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.click(dom.getByRole('radio', { name: /expert/i }));
  await user.type(dom.getByLabelText(/^email/i), 'ada@example.com');
  await user.type(dom.getByLabelText(/^username/i), 'ada_l');
  await user.type(dom.getByLabelText(/^password/i), password);
  await user.type(dom.getByLabelText(/^confirm password/i), confirm);
  await user.click(dom.getByRole('button', { name: 'Create account' }));
}

describe('register page', () => {
  it('catches mismatched passwords before anything is sent', async () => {
    const fetch = installTestFetch(() => jsonResponse(500, {}));
    renderRegister();
    await fillForm('correct horse battery', 'correct horse battery!');
    expect(await dom.findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(dom.getByLabelText(/^confirm password/i)).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.calls).toHaveLength(0);
  });

  it('treats a reply without an access token as a failure', async () => {
    installTestFetch(() => jsonResponse(201, { user: makeUser({ confirmed: false }) }));
    const { router } = renderRegister();
    await fillForm('correct horse battery', 'correct horse battery');
    expect(await dom.findByText(MESSAGES.registrationNoToken)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(getSession().accessToken).toBeNull();
  });

  it('sends only the given fields, signs in and asks for confirmation', async () => {
    const user = makeUser({ role: 'expert', username: 'ada_l', confirmed: false });
    const fetch = installTestFetch(() =>
      jsonResponse(201, {
        access_token: 'a',
        refresh_token: 'r',
        token_type: 'bearer',
        expires_in: 900,
        user,
      }),
    );
    const { router } = renderRegister();
    await fillForm('correct horse battery', 'correct horse battery');
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-email'));
    expect(fetch.calls[0]?.body).toEqual({
      email: 'ada@example.com',
      username: 'ada_l',
      password: 'correct horse battery',
      confirm_password: 'correct horse battery',
      role: 'expert',
    });
    expect(getSession().user?.username).toBe('ada_l');
  });

  it('shows a taken e-mail (409) on the e-mail field', async () => {
    installTestFetch(() => jsonResponse(409, { detail: MESSAGES.emailTaken }));
    renderRegister();
    await fillForm('correct horse battery', 'correct horse battery');
    expect(await dom.findByText(MESSAGES.emailTaken)).toBeInTheDocument();
    expect(dom.getByLabelText(/^email/i)).toHaveAttribute('aria-invalid', 'true');
  });
});
