import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen as dom } from '@testing-library/react';
import { ROLES, type Role } from '@fertilia/contracts';
import { act } from '@testing-library/react';
import { expireSession } from '@/lib/api-client';
import { setNavigator } from '@/lib/navigation';
import { SESSION_KEYS, clearSession, getSession, setSession } from '@/lib/session';
import { installFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes, screen } from '@/test/render';
import { makeUser } from '@/test/users';
import { DashboardRedirect, RequireAuth, RequirePatient, RequireStaff } from './guards';

const routes = [
  {
    path: '/login',
    // Loads like a real lazy screen, so a competing redirect would have time to win.
    lazy: async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { Component: () => <p>screen: login{window.location.search}</p> };
    },
  },
  { path: '/admin/login', element: screen('admin login') },
  { path: '/confirm-email', element: screen('confirm email') },
  { path: '/clinic/dashboard', element: screen('clinic dashboard') },
  { path: '/user-dashboard', element: screen('user dashboard') },
  { path: '/expert-dashboard', element: screen('expert dashboard') },
  { path: '/admin-dashboard', element: screen('admin dashboard') },
  {
    element: <RequireAuth />,
    children: [
      { path: '/dashboard', element: <DashboardRedirect /> },
      { path: '/profile', element: screen('profile') },
      {
        element: <RequirePatient />,
        children: [{ path: '/cycle-tracking', element: screen('cycle tracking') }],
      },
    ],
  },
  { element: <RequireStaff />, children: [{ path: '/admin/users', element: screen('admin users') }] },
];

let restore: () => void;
beforeEach(() => {
  // The provider re-reads the profile on start; answer with whatever user is stored.
  restore = installFetch(() =>
    jsonResponse(200, JSON.parse(sessionStorage.getItem('fertilia_user') ?? 'null')),
  ).restore;
});
afterEach(() => restore());

function signInAs(role: Role | string, extra: { clinic_id?: number | null; confirmed?: boolean } = {}) {
  setSession({
    accessToken: 'token',
    refreshToken: 'refresh',
    user: makeUser({ role: role as Role, ...extra }),
  });
}

const dashboards: Record<Role, string> = {
  patient: 'user dashboard',
  expert: 'expert dashboard',
  doctor: 'expert dashboard',
  admin: 'admin dashboard',
  super_admin: 'admin dashboard',
  content_moderator: 'admin dashboard',
  finance: 'admin dashboard',
  support: 'admin dashboard',
};

describe('RequireAuth', () => {
  it('sends a visitor to /login', async () => {
    renderRoutes(routes, '/profile');
    expect(await dom.findByText('screen: login')).toBeInTheDocument();
  });

  it('sends an unconfirmed user to /confirm-email', async () => {
    signInAs('patient', { confirmed: false });
    renderRoutes(routes, '/profile');
    expect(await dom.findByText('screen: confirm email')).toBeInTheDocument();
  });

  it('lets a confirmed user in', async () => {
    signInAs('patient');
    renderRoutes(routes, '/profile');
    expect(await dom.findByText('screen: profile')).toBeInTheDocument();
  });
});

describe('/dashboard', () => {
  it.each(ROLES)('takes a %s to their dashboard', async (role) => {
    signInAs(role);
    renderRoutes(routes, '/dashboard');
    expect(await dom.findByText(`screen: ${dashboards[role]}`)).toBeInTheDocument();
  });

  it('takes a user with a clinic id to the clinic dashboard', async () => {
    signInAs('expert', { clinic_id: 9 });
    renderRoutes(routes, '/dashboard');
    expect(await dom.findByText('screen: clinic dashboard')).toBeInTheDocument();
  });

  it("shows 'Unrecognized user entity' for an unknown role", async () => {
    signInAs('astronaut');
    renderRoutes(routes, '/dashboard');
    expect(await dom.findByRole('alert')).toHaveTextContent('Unrecognized user entity');
  });
});

describe('RequireStaff', () => {
  it.each(ROLES)('%s', async (role) => {
    signInAs(role);
    renderRoutes(routes, '/admin/users');
    const staff = dashboards[role] === 'admin dashboard';
    expect(await dom.findByText(staff ? 'screen: admin users' : 'screen: admin login')).toBeInTheDocument();
  });

  it('sends a visitor to /admin/login', async () => {
    renderRoutes(routes, '/admin/users');
    expect(await dom.findByText('screen: admin login')).toBeInTheDocument();
  });

  it('sends staff with a clinic id to /clinic/dashboard', async () => {
    signInAs('admin', { clinic_id: 2 });
    renderRoutes(routes, '/admin/users');
    expect(await dom.findByText('screen: clinic dashboard')).toBeInTheDocument();
  });
});

describe('RequirePatient', () => {
  it.each(ROLES)('%s', async (role) => {
    signInAs(role);
    renderRoutes(routes, '/cycle-tracking');
    // Non-patients bounce through /dashboard to their own dashboard.
    const expected = role === 'patient' ? 'screen: cycle tracking' : `screen: ${dashboards[role]}`;
    expect(await dom.findByText(expected)).toBeInTheDocument();
  });
});

describe('session expiry while inside a guarded area', () => {
  it('ends on /login?session_expired=true, not on a plain /login', async () => {
    signInAs('patient');
    const { router } = renderRoutes(routes, '/profile');
    await dom.findByText('screen: profile');
    setNavigator((to) => void router.navigate(to));
    act(() => expireSession());
    await dom.findByText(/screen: login/);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?session_expired=true');
  });

  it('still says so when the tab is reloaded on a guarded page after the expiry', async () => {
    signInAs('patient');
    setNavigator(() => undefined);
    act(() => expireSession());
    // A reload starts the scripts afresh: only what the tab stored survives it.
    expect(sessionStorage.getItem(SESSION_KEYS.expired)).toBe('true');
    expect(getSession().accessToken).toBeNull();
    const { router } = renderRoutes(routes, '/profile');
    await dom.findByText(/screen: login/);
    expect(router.state.location.search).toBe('?session_expired=true');
  });

  it('forgets the expiry at the next sign-in', async () => {
    signInAs('patient');
    setNavigator(() => undefined);
    act(() => expireSession());
    signInAs('patient');
    clearSession();
    const { router } = renderRoutes(routes, '/profile');
    await dom.findByText(/screen: login/);
    expect(router.state.location.search).toBe('');
  });
});
