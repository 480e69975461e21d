import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '@/lib/session';
import { appConfigResponse, CONFIG_PATH } from '@/test/app-config';
import { installFetch, jsonResponse } from '@/test/fetch-mock';
import { CHUNK_WAIT } from '@/test/lazy';
import { renderRoutes, screen as routeScreen } from '@/test/render';
import { makeUser } from '@/test/users';
import { Component as FeatureUnavailable } from '../feature-unavailable';
import { Component as AdminLayout } from './admin-layout';
import { Component as PublicLayout } from './public-layout';
import { Component as SignedInLayout } from './signed-in-layout';

let subscriptions = true;
let restore: () => void;
beforeEach(() => {
  subscriptions = true;
  restore = installFetch(({ url }) =>
    url === CONFIG_PATH
      ? appConfigResponse({ enableSubscriptionFeatures: subscriptions })
      : jsonResponse(200, JSON.parse(sessionStorage.getItem('fertilia_user') ?? 'null')),
  ).restore;
});
afterEach(() => restore());

const publicRoutes = [{ element: <PublicLayout />, children: [{ path: '/', element: routeScreen('home') }] }];

describe('PublicLayout', () => {
  it('offers Sign in and Get started to visitors, a skip link and the legal links', async () => {
    renderRoutes(publicRoutes, '/');
    expect(await screen.findByText('screen: home')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('opens the Products menu, loaded on first press, with the visitor’s entries', async () => {
    renderRoutes(publicRoutes, '/');
    const trigger = await screen.findByRole('button', { name: 'Products' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', {}, CHUNK_WAIT);
    expect(within(menu).getByRole('menuitem', { name: 'IVF Success Predictor' })).toHaveAttribute(
      'href',
      '/ivf-prediction',
    );
    expect(within(menu).getByRole('menuitem', { name: 'AI Fertility Assistant' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Cycle Tracker' })).not.toBeInTheDocument();
    // The open menu is modal, so the rest of the page (its trigger too) is hidden from assistive tech.
    expect(screen.getByRole('button', { name: 'Products', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('opens the Products menu from the keyboard on its first item and returns focus on Escape', async () => {
    renderRoutes(publicRoutes, '/');
    await screen.findByText('screen: home');
    (await screen.findByRole('button', { name: 'Products' })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(screen.getByRole('menuitem', { name: 'IVF Success Predictor' })).toHaveFocus(),
      CHUNK_WAIT,
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'AI Fertility Assistant' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Products' })).toHaveFocus();
  });

  it('opens the phone menu sheet, loaded on first press, and gives focus back to its button', async () => {
    renderRoutes(publicRoutes, '/');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' }, CHUNK_WAIT);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(sheet).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(sheet).getByRole('link', { name: 'IVF Success Predictor' })).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the account menu with Subscriptions only when the flag is on', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
    renderRoutes(publicRoutes, '/');
    const trigger = await screen.findByRole('button', { name: /Account menu for Ada Lovelace/ }, CHUNK_WAIT);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    // Wait for the config to arrive, then open the menu.
    await screen.findByText('screen: home');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await userEvent.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Subscriptions' }, CHUNK_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('hides Subscriptions when the flag is off', async () => {
    subscriptions = false;
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
    renderRoutes(publicRoutes, '/');
    const trigger = await screen.findByRole('button', { name: /Account menu/ }, CHUNK_WAIT);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await userEvent.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Wearables' }, CHUNK_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Subscriptions' })).not.toBeInTheDocument();
  });
});

describe('signed-in layouts', () => {
  const routes = [
    { element: <SignedInLayout />, children: [{ path: '/appointments/book', element: routeScreen('book') }] },
    {
      element: <AdminLayout />,
      children: [{ path: '/admin-dashboard/plans', element: routeScreen('plans') }],
    },
  ];

  it('gives a patient the patient sidebar and breadcrumbs', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ role: 'patient' }) });
    renderRoutes(routes, '/appointments/book');
    expect(await screen.findByText('screen: book')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Cycle Tracking' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Appointments' })).toHaveAttribute(
      'href',
      '/appointments',
    );
    expect(within(crumbs).getByText('Book')).toHaveAttribute('aria-current', 'page');
  });

  it('gives an expert the expert layout', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ role: 'expert' }) });
    renderRoutes(routes, '/appointments/book');
    const nav = await screen.findByRole('navigation', { name: 'Expert navigation' });
    expect(within(nav).getByRole('link', { name: 'Embryo Analysis' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Cycle Tracking' })).not.toBeInTheDocument();
  });

  it('opens the mobile sidebar from the menu button', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ role: 'patient' }) });
    renderRoutes(routes, '/appointments/book');
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Main navigation' });
    expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('cuts the admin menu to the role', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ role: 'finance' }) });
    renderRoutes(routes, '/admin-dashboard/plans');
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Escrows' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });
});

describe('feature-unavailable screen', () => {
  it('says plainly the part is not available and links to the dashboard', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
    renderRoutes([{ path: '/wallet', element: <FeatureUnavailable /> }], '/wallet');
    expect(await screen.findByText('This part of Fertilia is not available yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
