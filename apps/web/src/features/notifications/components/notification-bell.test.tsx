import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { NOTIFICATION_MESSAGES, NOTIFICATION_SOCKET_PROTOCOL, type Notification } from '@fertilia/contracts';
import { setSession } from '@/lib/session';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { CHUNK_WAIT } from '@/test/lazy';
import { renderRoutes, screen as routeScreen } from '@/test/render';
import { makeUser } from '@/test/users';
import { FakeSocket, makeNotification } from '../test-socket';
import { LIST, UNREAD_COUNT, MARK_ALL_READ, markReadPath, idIn } from '../test-paths';
import { NotificationBell } from './notification-bell';

const toasts = spyOnToasts();

let items: Notification[];
let calls: RecordedRequest[];

const unreadCount = () => items.filter((n) => !n.read).length;

/** The notifications API as the server answers it, over the current `items`. */
function fakeApi({ url, method }: RecordedRequest): Response {
  const path = url.split('?')[0];
  if (path === UNREAD_COUNT) return jsonResponse(200, { unread_count: unreadCount() });
  if (path === LIST && method === 'GET') {
    const params = new URLSearchParams(url.split('?')[1]);
    const skip = Number(params.get('skip'));
    const limit = Number(params.get('limit'));
    return jsonResponse(200, {
      items: items.slice(skip, skip + limit),
      total: items.length,
      unread_count: unreadCount(),
      skip,
      limit,
    });
  }
  const id = idIn(path);
  if (path === markReadPath(id)) {
    items = items.map((n) => (n.id === id ? { ...n, read: true } : n));
    return jsonResponse(200, {
      message: NOTIFICATION_MESSAGES.markedRead,
      updated_count: 1,
      unread_count: unreadCount(),
    });
  }
  if (path === MARK_ALL_READ && method === 'POST') {
    const updated = unreadCount();
    items = items.map((n) => ({ ...n, read: true }));
    return jsonResponse(200, {
      message: updated ? NOTIFICATION_MESSAGES.allMarkedRead : NOTIFICATION_MESSAGES.noUnread,
      updated_count: updated,
      unread_count: unreadCount(),
    });
  }
  return jsonResponse(200, makeUser());
}

beforeEach(() => {
  FakeSocket.reset();
  vi.stubGlobal('WebSocket', FakeSocket);
  items = [
    makeNotification({ id: 3, title: 'Amara commented on your post' }),
    makeNotification({
      id: 2,
      title: 'You have a new follower',
      type: 'new_follower',
      link: null,
      read: true,
    }),
    makeNotification({
      id: 1,
      title: 'Period expected in 2 days',
      type: 'cycle_period_reminder',
      link: '/cycle-tracking',
    }),
  ];
  const fetch = installTestFetch(fakeApi);
  calls = fetch.calls;
  setSession({ accessToken: 'access-1', refreshToken: 'r', user: makeUser() });
  Object.values(toasts).forEach((fn) => fn.mockClear());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The bell in a header that stays while the screens below it change, as in the signed-in layouts. */
const mount = () =>
  renderRoutes(
    [
      {
        element: (
          <>
            <NotificationBell />
            <Outlet />
          </>
        ),
        children: [
          { path: '/dashboard', element: routeScreen('dashboard') },
          { path: '/community/posts/:slug', element: routeScreen('post') },
        ],
      },
    ],
    '/dashboard',
  );

const bell = (name: RegExp | string) => screen.findByRole('button', { name });
/** While the (modal) menu is open the rest of the page, the bell too, is hidden from assistive tech. */
const hiddenBell = () => document.querySelector('button[aria-haspopup="menu"]');

describe('NotificationBell', () => {
  it('names the unread count and shows it as a badge', async () => {
    mount();
    const button = await bell('Notifications, 2 unread');
    expect(within(button).getByTestId('notification-badge')).toHaveTextContent('2');
  });

  it('reads 99+ above 99', async () => {
    items = Array.from({ length: 120 }, (_, i) => makeNotification({ id: i + 1 }));
    mount();
    const button = await bell('Notifications, 120 unread');
    expect(within(button).getByTestId('notification-badge')).toHaveTextContent('99+');
  });

  it('shows no badge when everything is read', async () => {
    items = items.map((n) => ({ ...n, read: true }));
    mount();
    const button = await bell('Notifications');
    await waitFor(() => expect(calls.some((c) => c.url.includes('unread-count'))).toBe(true));
    expect(within(button).queryByTestId('notification-badge')).toBeNull();
  });

  it('opens the socket with the token as a sub-protocol and counts a live notification in', async () => {
    mount();
    await bell('Notifications, 2 unread');
    const socket = FakeSocket.latest();
    expect(socket.protocols).toEqual([NOTIFICATION_SOCKET_PROTOCOL, 'access-1']);
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/api\/ws\/$/);
    act(() => {
      socket.open();
      socket.send({
        type: 'notification',
        data: { notification: makeNotification({ id: 4, title: 'Priya replied to you' }), unread_count: 3 },
      });
    });
    expect(await bell('Notifications, 3 unread')).toBeInTheDocument();
    expect(screen.getByText('New notification: Priya replied to you')).toBeInTheDocument();
    act(() => socket.send({ type: 'unread_count', data: { unread_count: 0 } }));
    expect(await bell('Notifications')).toBeInTheDocument();
  });

  it("sends a page's first call once: the socket's opening and its greeting count read nothing again", async () => {
    const countCalls = () => calls.filter((c) => c.url.split('?')[0] === UNREAD_COUNT).length;
    mount();
    // The socket opens once the count has been asked for, then greets with the same count.
    await waitFor(() => expect(countCalls()).toBe(1));
    act(() => FakeSocket.latest().open());
    await bell('Notifications, 2 unread');
    act(() => FakeSocket.latest().send({ type: 'unread_count', data: { unread_count: 2 } }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(countCalls()).toBe(1);

    // A new connection (here a new token) reads again what was read before it: something may have arrived.
    act(() => setSession({ accessToken: 'access-2' }));
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    act(() => FakeSocket.latest().open());
    await waitFor(() => expect(countCalls()).toBe(2));
  });

  it('reconnects with the fresh token after a refresh', async () => {
    mount();
    await bell('Notifications, 2 unread');
    const first = FakeSocket.latest();
    act(() => setSession({ accessToken: 'access-2' }));
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    expect(first.closedWith).toBe(1000);
    expect(FakeSocket.latest().protocols).toEqual([NOTIFICATION_SOCKET_PROTOCOL, 'access-2']);
  });

  it('lists the latest items; choosing one marks it read and follows its link', async () => {
    mount();
    const user = userEvent.setup();
    await user.click(await bell('Notifications, 2 unread'));
    const menu = await screen.findByRole('menu', {}, CHUNK_WAIT);
    const item = await within(menu).findByRole('menuitem', { name: /Amara commented on your post/ });
    expect(within(menu).getByRole('menuitem', { name: /You have a new follower/ })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings#notifications',
    );
    await user.click(item);
    expect(await screen.findByText('screen: post')).toBeInTheDocument();
    const markRead = calls.find((c) => c.method === 'POST');
    expect(markRead?.url).toBe(markReadPath(3));
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
  });

  it('never follows a link that leaves the site', async () => {
    items = [makeNotification({ id: 5, title: 'Odd one', link: 'https://evil.example/x' })];
    mount();
    const user = userEvent.setup();
    await user.click(await bell('Notifications, 1 unread'));
    await user.click(await screen.findByRole('menuitem', { name: /Odd one/ }, CHUNK_WAIT));
    await waitFor(() => expect(calls.some((c) => c.url === markReadPath(5))).toBe(true));
    expect(screen.getByText('screen: dashboard')).toBeInTheDocument();
  });

  it('marks all as read with one call to the server and keeps the menu open', async () => {
    mount();
    const user = userEvent.setup();
    await user.click(await bell('Notifications, 2 unread'));
    const listCalls = calls.filter((c) => c.url.startsWith(`${LIST}?`)).length;
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }, CHUNK_WAIT));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(NOTIFICATION_MESSAGES.allMarkedRead));
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => [c.method, c.url])).toEqual([['POST', MARK_ALL_READ]]);
    // No pages are read to collect ids first.
    expect(calls.filter((c) => c.url.startsWith(`${LIST}?`)).length).toBe(listCalls);
    expect(items.every((n) => n.read)).toBe(true);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await waitFor(() => expect(hiddenBell()).toHaveTextContent(/^Notifications$/));
  });

  it('says "No unread notifications" when there is nothing to mark', async () => {
    items = items.map((n) => ({ ...n, read: true }));
    mount();
    const user = userEvent.setup();
    await user.click(await bell('Notifications'));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }, CHUNK_WAIT));
    await waitFor(() => expect(toasts.info).toHaveBeenCalledWith(NOTIFICATION_MESSAGES.noUnread));
    expect(calls.filter((c) => c.url === MARK_ALL_READ)).toHaveLength(1);
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('puts the badge back and says so when marking all fails', async () => {
    installTestFetch((request) =>
      request.url === MARK_ALL_READ
        ? jsonResponse(500, { detail: 'Internal Server Error' })
        : fakeApi(request),
    );
    mount();
    const user = userEvent.setup();
    await user.click(await bell('Notifications, 2 unread'));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }, CHUNK_WAIT));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(NOTIFICATION_MESSAGES.markReadFailed));
    await waitFor(() => expect(hiddenBell()).toHaveTextContent('Notifications, 2 unread'));
  });

  it('shows the spec’s message when the latest items cannot be loaded', async () => {
    installTestFetch((request) =>
      request.url.startsWith(`${LIST}?`) ? jsonResponse(500, { detail: 'boom' }) : fakeApi(request),
    );
    mount();
    const user = userEvent.setup();
    await user.click(await bell('Notifications, 2 unread'));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.loadFailed, {}, CHUNK_WAIT)).toBeInTheDocument();
  });
});
