import { describe, expect, it } from 'vitest';
import { screen as dom, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEASURE_MESSAGES, authApi, pathOf, type User } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser } from '@/test/users';
import { getSession, setSession } from '@/lib/session';
import { Component as Profile } from './profile';
import { Component as Settings } from './settings';

function signedInAs(user: User, onPut?: (body: unknown) => Response) {
  setSession({ accessToken: 'a', refreshToken: 'r', user });
  const fetch = installTestFetch(({ method, body }) =>
    method === 'PUT' && onPut ? onPut(body) : jsonResponse(200, user),
  );
  return fetch;
}

describe('profile page', () => {
  it('shows the medical profile to a patient and not the professional one', () => {
    signedInAs(makeUser({ role: 'patient' }));
    renderRoutes([{ path: '/profile', element: <Profile /> }], '/profile');
    expect(dom.getByRole('heading', { name: 'Medical profile' })).toBeInTheDocument();
    expect(dom.getByLabelText('Usual cycle length (days)')).toBeInTheDocument();
    expect(dom.queryByRole('heading', { name: 'Professional profile' })).toBeNull();
  });

  it('shows the professional profile to a doctor, with lists as comma-separated text', () => {
    signedInAs(
      makeUser({
        role: 'doctor',
        professional_profile: {
          languages: ['English', 'French'],
          qualifications: null,
          available_for_appointment: true,
        },
      }),
    );
    renderRoutes([{ path: '/profile', element: <Profile /> }], '/profile');
    expect(dom.getByLabelText('Languages')).toHaveValue('English, French');
    expect(dom.getByLabelText('Available for new appointments')).toBeChecked();
    expect(dom.queryByRole('heading', { name: 'Medical profile' })).toBeNull();
  });

  it('sends the whole medical profile with numbers as numbers, and puts a server 422 on its field', async () => {
    let sent: unknown;
    signedInAs(makeUser({ role: 'patient' }), (body) => {
      sent = body;
      return jsonResponse(422, {
        detail: [
          { loc: ['body', 'medical_profile', 'allergies'], msg: 'Allergies look wrong', type: 'value_error' },
        ],
      });
    });
    renderRoutes([{ path: '/profile', element: <Profile /> }], '/profile');
    const user = userEvent.setup();
    await user.type(dom.getByLabelText('Usual cycle length (days)'), '28');
    await user.type(dom.getByLabelText('Allergies'), 'pollen');
    await user.click(dom.getByRole('button', { name: 'Save medical profile' }));

    expect(await dom.findByText('Allergies look wrong')).toBeInTheDocument();
    expect(dom.getByLabelText('Allergies')).toHaveAttribute('aria-invalid', 'true');
    const medical = (sent as { medical_profile: Record<string, unknown> }).medical_profile;
    expect(medical.menstrual_cycle_length).toBe(28);
    expect(medical.allergies).toBe('pollen');
    expect(medical.blood_type).toBeNull();
  });

  it('checks the contract’s rules before sending personal details', async () => {
    const fetch = signedInAs(makeUser());
    renderRoutes([{ path: '/profile', element: <Profile /> }], '/profile');
    const user = userEvent.setup();
    await user.selectOptions(dom.getByLabelText('Country code'), 'FR');
    await user.type(dom.getByLabelText('Phone'), '061234');
    await user.click(dom.getByRole('button', { name: 'Save details' }));
    expect(
      await dom.findByText(
        'Enter a France number as you dial it, e.g. 06 12 34 56 78, or start with + and the country code',
      ),
    ).toBeInTheDocument();
    expect(dom.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('sends 0612345678 dialled in France as the spec’s +33-612345678, and shows it before saving', async () => {
    let sent: unknown;
    const me = makeUser({ country: 'France' });
    signedInAs(me, (body) => {
      sent = body;
      return jsonResponse(200, { ...me, phone: '+33-612345678' });
    });
    renderRoutes([{ path: '/profile', element: <Profile /> }], '/profile');
    const user = userEvent.setup();
    // The profile says France, so the picker starts there.
    expect(dom.getByLabelText('Country code')).toHaveValue('FR');
    await user.type(dom.getByLabelText('Phone'), '0612345678');
    expect(dom.getByText('Saved as +33-612345678')).toBeInTheDocument();
    await user.click(dom.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(sent).toEqual({ phone: '+33-612345678' }));
  });

  it('starts the picker on the saved number’s country and shows the number as dialled there', () => {
    signedInAs(makeUser({ phone: '+44-7700900123', country: 'France' }));
    renderRoutes([{ path: '/profile', element: <Profile /> }], '/profile');
    expect(dom.getByLabelText('Country code')).toHaveValue('GB');
    expect(dom.getByLabelText('Phone')).toHaveValue('07700 900123');
  });

  it('takes weight and height as numbers with a visible unit, and refuses words', async () => {
    let sent: unknown;
    const fetch = signedInAs(makeUser({ role: 'patient' }), (body) => {
      sent = body;
      return jsonResponse(200, makeUser({ role: 'patient' }));
    });
    renderRoutes([{ path: '/profile', element: <Profile /> }], '/profile');
    const user = userEvent.setup();
    const weight = dom.getByLabelText('Weight');
    expect(weight).toHaveAttribute('inputmode', 'decimal');
    expect(dom.getByLabelText('Weight unit')).toHaveValue('kg');
    await user.type(weight, 'sixty');
    await user.click(dom.getByRole('button', { name: 'Save medical profile' }));
    expect(await dom.findByText(MEASURE_MESSAGES.weight)).toBeInTheDocument();
    expect(fetch.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(weight);
    await user.type(weight, '132,5');
    await user.selectOptions(dom.getByLabelText('Weight unit'), 'lb');
    await user.selectOptions(dom.getByLabelText('Height unit'), 'ft');
    await user.type(dom.getByLabelText('Height, feet'), '5');
    await user.type(dom.getByLabelText('Height, inches'), '5');
    await user.click(dom.getByRole('button', { name: 'Save medical profile' }));
    await waitFor(() => expect(sent).toBeDefined());
    const medical = (sent as { medical_profile: Record<string, unknown> }).medical_profile;
    expect(medical).toMatchObject({ weight: '132.5 lb', height: '5 ft 5 in' });
  });
});

describe('settings page', () => {
  it('has the notifications anchor and no pretend switches', () => {
    signedInAs(makeUser());
    renderRoutes([{ path: '/settings', element: <Settings /> }], '/settings#notifications');
    const section = document.getElementById('notifications');
    expect(section).not.toBeNull();
    expect(section?.querySelector('input, [role="switch"]')).toBeNull();
  });

  it('stores the new token pair after a password change', async () => {
    const me = makeUser();
    setSession({ accessToken: 'old', refreshToken: 'old-r', user: me });
    installTestFetch(({ url }) =>
      url.startsWith(pathOf(authApi.changePassword))
        ? jsonResponse(200, {
            message: 'Password changed',
            access_token: 'new',
            refresh_token: 'new-r',
            token_type: 'bearer',
            expires_in: 900,
            user: me,
          })
        : jsonResponse(200, me),
    );
    renderRoutes([{ path: '/settings', element: <Settings /> }], '/settings');
    const user = userEvent.setup();
    const current = dom.getAllByLabelText(/^current password/i);
    await user.type(current[current.length - 1]!, 'old password');
    await user.type(dom.getByLabelText(/^new password/i), 'a much better passphrase');
    await user.type(dom.getByLabelText(/^repeat new password/i), 'a much better passphrase');
    await user.click(dom.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(getSession().accessToken).toBe('new'));
    expect(getSession().refreshToken).toBe('new-r');
  });
});
