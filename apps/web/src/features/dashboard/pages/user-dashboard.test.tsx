import { afterEach, describe, expect, it } from 'vitest';
import { screen as dom, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes, screen } from '@/test/render';
import { makeUser } from '@/test/users';
import { setSession } from '@/lib/session';
import { Component as UserDashboard } from './user-dashboard';

let restore = () => {};
afterEach(() => restore());

function renderDashboard() {
  const user = makeUser({ role: 'patient' });
  setSession({ accessToken: 'a', refreshToken: 'r', user });
  restore = installFetch(() => jsonResponse(200, user)).restore;
  return renderRoutes(
    [
      { path: '/user-dashboard', element: <UserDashboard /> },
      ...['/cycle-tracking', '/community', '/messages', '/notifications'].map((path) => ({
        path,
        element: screen(path),
      })),
    ],
    '/user-dashboard',
  );
}

describe('patient dashboard', () => {
  it('links to every feature a patient has, the embryo analysis among them', () => {
    renderDashboard();
    const section = within(dom.getByRole('region', { name: 'What you can do' }));
    const links: [RegExp, string][] = [
      [/^Cycle tracking/, '/cycle-tracking'],
      [/^Community/, '/community'],
      [/^Messages/, '/messages'],
      [/^Notifications/, '/notifications'],
      [/^Profile/, '/profile'],
      [/^Settings/, '/settings'],
      [/^Knowledge hub/, '/knowledge-hub'],
      [/^IVF success prediction/, '/ivf-prediction'],
      [/^Consultations/, '/appointments/book'],
      [/^AI fertility assistant/, '/ai-assistant'],
      [/^Embryo analysis/, '/embryo-analysis'],
      [/^Plans and pricing/, '/pricing'],
    ];
    for (const [name, href] of links)
      expect(section.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('promises nothing that is not built: no "Coming to Fertilia" list', () => {
    renderDashboard();
    expect(dom.queryByRole('region', { name: 'Coming to Fertilia' })).toBeNull();
    expect(dom.queryByText('Not yet available')).toBeNull();
  });

  it('opens a feature from its card', async () => {
    const { router } = renderDashboard();
    await userEvent.click(dom.getByRole('link', { name: /^Cycle tracking/ }));
    expect(router.state.location.pathname).toBe('/cycle-tracking');
    expect(dom.getByText('screen: /cycle-tracking')).toBeInTheDocument();
  });
});
