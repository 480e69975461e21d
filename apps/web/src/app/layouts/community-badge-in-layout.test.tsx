import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATION_TYPES, notificationsApi, pathOf, type NotificationType } from '@fertilia/contracts';
import { setSession } from '@/lib/session';
import { appConfigResponse, CONFIG_PATH } from '@/test/app-config';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { renderRoutes, screen as routeScreen } from '@/test/render';
import { makeUser } from '@/test/users';
import { FakeSocket, makeNotification } from '@/features/notifications/test-socket';
import { Component as SignedInLayout } from './signed-in-layout';

const COMMUNITY_URL = pathOf(notificationsApi.communityUnreadCount);

let notificationsFlag = true;
/** What the server counts now; tests change it to see whether the sidebar asks again. */
let unread: Partial<Record<NotificationType, number>> = {};
let calls: RecordedRequest[] = [];

const byType = () => {
  const counts = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, unread[type] ?? 0]));
  return { total: Object.values(counts).reduce((a, b) => a + b, 0), by_type: counts };
};

beforeEach(() => {
  notificationsFlag = true;
  unread = {};
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.reset();
  const fetch = installTestFetch(({ url }) => {
    if (url === CONFIG_PATH) return appConfigResponse({ enableNotifications: notificationsFlag });
    if (url === pathOf(notificationsApi.unreadCount))
      return jsonResponse(200, { unread_count: byType().total });
    if (url === COMMUNITY_URL) return jsonResponse(200, byType());
    return jsonResponse(200, makeUser());
  });
  calls = fetch.calls;
  setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ role: 'patient' }) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const mount = () =>
  renderRoutes(
    [{ element: <SignedInLayout />, children: [{ path: '/dashboard', element: routeScreen('dashboard') }] }],
    '/dashboard',
  );

const communityLink = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
    name: /^Community/,
  });
const communityRequests = () => calls.filter((call) => call.url === COMMUNITY_URL).length;

describe('the Community entry of the signed-in sidebar', () => {
  it('counts the unread community notifications only', async () => {
    unread = { comment_on_post: 2, post_reaction: 1, new_follower: 1, conversation_message: 5, security: 1 };
    mount();
    await waitFor(() => expect(communityLink()).toHaveAccessibleName('Community 4 new'));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: /^Notifications/ })).toHaveTextContent('10');
  });

  it('reads 99+ above 99, like the bell', async () => {
    unread = { reply_to_comment: 60, moderation_decision: 50 };
    mount();
    await waitFor(() => expect(communityLink()).toHaveTextContent('99+'));
  });

  it('shows no badge while nothing in the community is unread', async () => {
    unread = { conversation_message: 3 };
    mount();
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await waitFor(() => expect(communityRequests()).toBeGreaterThan(0));
    expect(communityLink()).toHaveAccessibleName('Community');
  });

  it('asks again when the notification socket pushes a frame', async () => {
    unread = { comment_on_post: 1 };
    mount();
    await waitFor(() => expect(communityLink()).toHaveAccessibleName('Community 1 new'));
    // Opening, and the count it greets with, confirm what was just read: nothing is asked twice.
    act(() => FakeSocket.latest().open());
    act(() => FakeSocket.latest().send({ type: 'unread_count', data: { unread_count: 1 } }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(communityRequests()).toBe(1);

    unread = { comment_on_post: 1, new_follower: 1 };
    const follower = makeNotification({ id: 9, type: 'new_follower', title: 'New follower', link: null });
    act(() =>
      FakeSocket.latest().send({ type: 'notification', data: { notification: follower, unread_count: 2 } }),
    );
    await waitFor(() => expect(communityLink()).toHaveAccessibleName('Community 2 new'));

    unread = { new_follower: 1 };
    act(() => FakeSocket.latest().send({ type: 'unread_count', data: { unread_count: 1 } }));
    await waitFor(() => expect(communityLink()).toHaveAccessibleName('Community 1 new'));
  });

  it('asks again when the window regains focus', async () => {
    unread = { post_reaction: 1 };
    mount();
    await waitFor(() => expect(communityLink()).toHaveAccessibleName('Community 1 new'));
    unread = { post_reaction: 3 };
    act(() => window.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(communityLink()).toHaveAccessibleName('Community 3 new'));
  });

  it('stays quiet while the notifications flag is off', async () => {
    notificationsFlag = false;
    unread = { comment_on_post: 4 };
    mount();
    expect(await screen.findByText('screen: dashboard')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(communityRequests()).toBe(0);
    expect(communityLink()).toHaveAccessibleName('Community');
  });
});
