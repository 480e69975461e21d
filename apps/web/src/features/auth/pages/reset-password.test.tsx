import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen as dom } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, RESET_SUCCESS_REDIRECT_MS, authApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { renderRoutes, screen } from '@/test/render';
import { Component as ResetPassword } from './reset-password';

const TOKEN = 'a-valid-reset-token-0123456789';
afterEach(() => {
  vi.useRealTimers();
});

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/reset-password', element: <ResetPassword /> },
      { path: '/reset-password-token', element: <ResetPassword /> },
      { path: '/reset-password/:token', element: <ResetPassword /> },
      { path: '/login', element: screen('login') },
      { path: '/forgot-password', element: screen('forgot-password') },
    ],
    path,
  );

function api(handler: (request: RecordedRequest) => Response) {
  const fetch = installTestFetch(handler);
  return fetch;
}

describe('reset password page', () => {
  it('says the link is invalid when there is no token, without calling the server', () => {
    const fetch = api(() => jsonResponse(500, {}));
    renderAt('/reset-password');
    expect(dom.getByText(/invalid or has expired/)).toBeInTheDocument();
    expect(dom.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    // The title sits over a centred icon and message, so it is centred too.
    expect(dom.getByRole('heading', { name: 'Link not valid' }).parentElement).toHaveClass('text-center');
    expect(fetch.calls).toHaveLength(0);
  });

  it('checks the token first and shows the invalid-link state on a 400', async () => {
    const fetch = api(() => jsonResponse(400, { detail: MESSAGES.resetTokenInvalid }));
    renderAt(`/reset-password-token?token=${TOKEN}`);
    expect(await dom.findByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
    expect(dom.queryByLabelText(/new password/i)).toBeNull();
    expect(fetch.calls[0]?.url).toBe(pathOf(authApi.validateResetToken));
    expect(fetch.calls[0]?.body).toEqual({ token: TOKEN });
  });

  it('shows the server’s reason when the reset itself fails', async () => {
    api(({ url }) =>
      url.endsWith('/validate')
        ? jsonResponse(200, { valid: true, email: 'ada@example.com' })
        : jsonResponse(400, { detail: 'This reset link has already been used' }),
    );
    renderAt(`/reset-password/${TOKEN}`);
    const user = userEvent.setup();
    await user.type(await dom.findByLabelText(/^new password/i), 'a brand new passphrase');
    await user.type(dom.getByLabelText(/^confirm new password/i), 'a brand new passphrase');
    await user.click(dom.getByRole('button', { name: 'Set new password' }));
    expect(await dom.findByText('This reset link has already been used')).toBeInTheDocument();
  });

  it('resets, then redirects to sign-in exactly RESET_SUCCESS_REDIRECT_MS later', async () => {
    const fetch = api(({ url }) =>
      url.endsWith('/validate')
        ? jsonResponse(200, { valid: true, email: 'ada@example.com' })
        : jsonResponse(200, { message: 'Password has been reset' }),
    );
    const { router } = renderAt(`/reset-password?token=${TOKEN}`);
    const user = userEvent.setup();
    await user.type(await dom.findByLabelText(/^new password/i), 'a brand new passphrase');
    await user.type(dom.getByLabelText(/^confirm new password/i), 'a brand new passphrase');

    vi.useFakeTimers();
    fireEvent.click(dom.getByRole('button', { name: 'Set new password' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(dom.getByText(/Taking you to sign in/)).toBeInTheDocument();
    expect(fetch.calls[1]?.body).toEqual({
      token: TOKEN,
      new_password: 'a brand new passphrase',
      email: 'ada@example.com',
    });

    await act(() => vi.advanceTimersByTimeAsync(RESET_SUCCESS_REDIRECT_MS - 1));
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?reset_success=true');
  });
});
