import { describe, expect, it } from 'vitest';
import { screen as dom } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { ChangePasswordCard } from './change-password-card';

/** The strength meter's estimator is a lazy chunk; on a busy machine its first import takes seconds. */
const ESTIMATE_WAIT = { timeout: 10_000 } as const;

function renderCard() {
  const me = signInAs(makeUser({ username: 'ada', email: 'ada.king@example.com', last_name: 'Lovelace' }));
  installTestFetch(() => jsonResponse(200, me));
  renderRoutes([{ path: '/settings', element: <ChangePasswordCard /> }], '/settings');
  return userEvent.setup();
}

describe('ChangePasswordCard password strength', () => {
  it('rates only the new password, warning against the signed-in member’s own name', async () => {
    const user = renderCard();
    await user.type(dom.getByLabelText(/^current password/i), 'old password');
    expect(dom.queryByText(/Password strength/)).toBeNull();
    await user.type(dom.getByLabelText(/^new password/i), 'lovelace1815');
    expect(await dom.findByText(/personal or page related data/, {}, ESTIMATE_WAIT)).toBeInTheDocument();
  });

  it('warns against the e-mail address’s local part and calls a long passphrase strong', async () => {
    const user = renderCard();
    const field = dom.getByLabelText(/^new password/i);
    await user.type(field, 'ada.king');
    expect(await dom.findByText(/personal or page related data/, {}, ESTIMATE_WAIT)).toBeInTheDocument();
    await user.clear(field);
    expect(dom.queryByText(/Password strength/)).toBeNull();
    await user.type(field, 'tulip harbour violin 42');
    expect(await dom.findByText('Strong', {}, ESTIMATE_WAIT)).toBeInTheDocument();
  });
});
