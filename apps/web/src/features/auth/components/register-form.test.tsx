import { describe, expect, it, vi } from 'vitest';
import { screen as dom, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser } from '@/test/users';
import { RegisterForm } from './register-form';

/** The strength meter's estimator is a lazy chunk; on a busy machine its first import takes seconds. */
const ESTIMATE_WAIT = { timeout: 10_000 } as const;

const tokenPair = {
  access_token: 'a',
  refresh_token: 'r',
  token_type: 'bearer',
  expires_in: 900,
  user: makeUser({ username: 'ada_l', confirmed: false }),
};

const renderForm = () => {
  const onRegistered = vi.fn();
  renderRoutes([{ path: '/register', element: <RegisterForm onRegistered={onRegistered} /> }], '/register');
  return onRegistered;
};

describe('RegisterForm password strength', () => {
  it('shows nothing under the password until one is typed', () => {
    renderForm();
    expect(dom.queryByText(/Password strength/)).toBeNull();
  });

  it('advises against a password built from what was typed as the username', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(dom.getByLabelText(/^username/i), 'ada_l');
    await user.type(dom.getByLabelText(/^password/i), 'ada_l2024');
    expect(await dom.findByText(/personal or page related data/, {}, ESTIMATE_WAIT)).toBeInTheDocument();
    // Found, not got: on a slow machine the estimate may still be that of a half-typed password.
    expect(await dom.findByText('Weak', {}, ESTIMATE_WAIT)).toBeInTheDocument();
  });

  it('is advice only: a weak password the contract allows is still sent', async () => {
    const fetch = installTestFetch(() => jsonResponse(201, tokenPair));
    const onRegistered = renderForm();
    const user = userEvent.setup();
    await user.type(dom.getByLabelText(/^email/i), 'ada@example.com');
    await user.type(dom.getByLabelText(/^username/i), 'ada_l');
    await user.type(dom.getByLabelText(/^password/i), 'password1');
    expect(await dom.findByText('Very weak', {}, ESTIMATE_WAIT)).toBeInTheDocument();
    await user.type(dom.getByLabelText(/^confirm password/i), 'password1');
    await user.click(dom.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(fetch.calls[0]?.body).toMatchObject({ password: 'password1' });
  });
});
