import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { notificationsApi, pathOf } from '@fertilia/contracts';
import { setSession } from '@/lib/session';
import { appConfigResponse, CONFIG_PATH } from '@/test/app-config';
import { installFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes, screen as routeScreen } from '@/test/render';
import { makeUser } from '@/test/users';
import { FakeSocket } from '@/features/notifications/test-socket';
import { Component as SignedInLayout } from './signed-in-layout';

let notificationsFlag = true;
let restore = () => {};

beforeEach(() => {
  notificationsFlag = true;
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.reset();
  restore = installFetch(({ url }) => {
    if (url === CONFIG_PATH) return appConfigResponse({ enableNotifications: notificationsFlag });
    if (url === pathOf(notificationsApi.unreadCount)) return jsonResponse(200, { unread_count: 120 });
    return jsonResponse(200, makeUser());
  }).restore;
  setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ role: 'patient' }) });
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

const mount = () =>
  renderRoutes(
    [{ element: <SignedInLayout />, children: [{ path: '/dashboard', element: routeScreen('dashboard') }] }],
    '/dashboard',
  );

describe('the bell in the signed-in layout', () => {
  it('sits in the top bar and feeds the sidebar’s Notifications badge', async () => {
    mount();
    const bell = await screen.findByRole('button', { name: 'Notifications, 120 unread' });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /^Notifications/ })).toBe(bell);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: /Notifications/ })).toHaveTextContent('99+');
  });

  it('stays away, with its socket, while the notifications flag is off', async () => {
    notificationsFlag = false;
    mount();
    expect(await screen.findByText('screen: dashboard')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(FakeSocket.instances).toHaveLength(0);
  });
});
