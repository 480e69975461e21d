import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_MESSAGES, type Notification } from '@fertilia/contracts';
import { jsonResponse, installTestFetch, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes, screen as routeScreen } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { makeNotification } from '../test-socket';
import { LIST, UNREAD_COUNT, MARK_ALL_READ, markReadPath, idIn, removePath } from '../test-paths';
import { Component as NotificationsPage } from './notifications';

const toasts = spyOnToasts();

let items: Notification[];
let calls: RecordedRequest[];
let failWrites = false;

const unread = () => items.filter((n) => !n.read).length;
const action = (message: string, updated: number) =>
  jsonResponse(200, { message, updated_count: updated, unread_count: unread() });

function fakeApi({ url, method }: RecordedRequest): Response {
  const [path, search] = url.split('?');
  if (method !== 'GET' && failWrites) return jsonResponse(500, { detail: 'Internal Server Error' });
  if (path === UNREAD_COUNT) return jsonResponse(200, { unread_count: unread() });
  if (path === LIST && method === 'GET') {
    const params = new URLSearchParams(search);
    const skip = Number(params.get('skip'));
    const limit = Number(params.get('limit'));
    const shown = params.get('unread_only') === 'true' ? items.filter((n) => !n.read) : items;
    return jsonResponse(200, {
      items: shown.slice(skip, skip + limit),
      total: shown.length,
      unread_count: unread(),
      skip,
      limit,
    });
  }
  if (method === 'POST' && path === MARK_ALL_READ) {
    const updated = unread();
    items = items.map((n) => ({ ...n, read: true }));
    return action(updated ? NOTIFICATION_MESSAGES.allMarkedRead : NOTIFICATION_MESSAGES.noUnread, updated);
  }
  const id = idIn(path);
  if (method === 'POST' && path?.endsWith('/mark-read')) {
    items = items.map((n) => (n.id === id ? { ...n, read: true } : n));
    return action(NOTIFICATION_MESSAGES.markedRead, 1);
  }
  if (method === 'DELETE') {
    items = items.filter((n) => n.id !== id);
    return action(NOTIFICATION_MESSAGES.deleted, 1);
  }
  return jsonResponse(200, makeUser());
}

beforeEach(() => {
  failWrites = false;
  // 25 notifications, newest first; every third one unread.
  items = Array.from({ length: 25 }, (_, i) =>
    makeNotification({
      id: 25 - i,
      title: `Notice ${25 - i}`,
      read: i % 3 !== 0,
      link: `/community/posts/p-${25 - i}`,
    }),
  );
  calls = installTestFetch(fakeApi).calls;
  signInAs();
});

const open = (path = '/notifications') =>
  renderRoutes(
    [
      { path: '/notifications', element: <NotificationsPage /> },
      { path: '/community/posts/:slug', element: routeScreen('post') },
    ],
    path,
  );

const list = () => screen.findByRole('list', { name: /notifications$/i });

describe('/notifications', () => {
  it('pages through every notification, 20 at a time', async () => {
    open();
    const all = await list();
    expect(within(all).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('9 unread')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'All notifications' })).getAllByRole('listitem'),
      ).toHaveLength(5),
    );
    expect(calls.some((c) => c.url === `${LIST}?skip=20&limit=20`)).toBe(true);
  });

  it('filters to the unread ones, asking the server for them', async () => {
    open();
    const user = userEvent.setup();
    await list();
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    const unreadList = await screen.findByRole('list', { name: 'Unread notifications' });
    expect(within(unreadList).getAllByRole('listitem')).toHaveLength(9);
    expect(within(unreadList).queryByRole('heading', { name: /Notice 24$/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.url.includes('unread_only')).map((c) => c.url)).toEqual([
      `${LIST}?skip=0&limit=20&unread_only=true`,
    ]);
    expect(screen.queryByRole('navigation', { name: 'Notification pages' })).toBeNull();
  });

  it('pages the unread ones on the server, 20 at a time', async () => {
    // 50 notifications, every other one unread: 25 unread.
    items = Array.from({ length: 50 }, (_, i) =>
      makeNotification({ id: 50 - i, title: `Notice ${50 - i}`, read: i % 2 === 1 }),
    );
    open('/notifications?filter=unread');
    const unreadList = await screen.findByRole('list', { name: 'Unread notifications' });
    expect(within(unreadList).getAllByRole('listitem')).toHaveLength(20);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Unread notifications' })).getAllByRole('listitem'),
      ).toHaveLength(5),
    );
    expect(screen.getByRole('heading', { name: 'Unread: Notice 2' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === `${LIST}?skip=20&limit=20&unread_only=true`)).toBe(true);
    // Only pages that are shown are asked for.
    expect(calls.filter((c) => c.url.startsWith(`${LIST}?`)).map((c) => c.url)).toEqual([
      `${LIST}?skip=0&limit=20&unread_only=true`,
      `${LIST}?skip=20&limit=20&unread_only=true`,
    ]);
  });

  it('pulls the next unread one up when one on the Unread tab is marked read', async () => {
    items = Array.from({ length: 30 }, (_, i) => makeNotification({ id: 30 - i, title: `Notice ${30 - i}` }));
    open('/notifications?filter=unread');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Unread notifications' });
    expect(screen.queryByRole('heading', { name: 'Unread: Notice 10' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark as read: Notice 30' }));
    expect(await screen.findByRole('heading', { name: 'Unread: Notice 10' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Notice 30$/ })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Unread notifications' })).getAllByRole('listitem'),
    ).toHaveLength(20);
  });

  it('marks all as read with one call: the Unread tab empties and the count clears', async () => {
    open('/notifications?filter=unread');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Unread notifications' });
    expect(screen.getByText('9 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('heading', { name: NOTIFICATION_MESSAGES.noUnread })).toBeInTheDocument();
    expect(screen.getByText('You’re all caught up.')).toBeInTheDocument();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(NOTIFICATION_MESSAGES.allMarkedRead));
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url])).toEqual([
      ['POST', MARK_ALL_READ],
    ]);
  });

  it('says "No unread notifications" when the server had nothing to mark', async () => {
    items = items.map((n) => ({ ...n, read: true }));
    open();
    const user = userEvent.setup();
    await list();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(toasts.info).toHaveBeenCalledWith(NOTIFICATION_MESSAGES.noUnread));
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('puts the unread ones back when marking all fails', async () => {
    failWrites = true;
    open('/notifications?filter=unread');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Unread notifications' });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(NOTIFICATION_MESSAGES.markReadFailed));
    const unreadList = await screen.findByRole('list', { name: 'Unread notifications' });
    expect(within(unreadList).getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByText('9 unread')).toBeInTheDocument();
  });

  it('says so when nothing is unread', async () => {
    items = items.map((n) => ({ ...n, read: true }));
    open('/notifications?filter=unread');
    expect(await screen.findByRole('heading', { name: NOTIFICATION_MESSAGES.noUnread })).toBeInTheDocument();
  });

  it('marks one read and deletes another', async () => {
    open();
    const user = userEvent.setup();
    await list();
    await user.click(screen.getByRole('button', { name: 'Mark as read: Notice 25' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as read: Notice 25' })).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.url).toBe(markReadPath(25));
    await user.click(screen.getByRole('button', { name: 'Delete: Notice 24' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Notice 24' })).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(removePath(24));
    expect(toasts.success).toHaveBeenCalledWith(NOTIFICATION_MESSAGES.deleted);
  });

  it('steps back a page when the last item of a page is deleted', async () => {
    items = items.slice(0, 21);
    open('/notifications?skip=20');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete: Notice 5' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'All notifications' })).getAllByRole('listitem'),
      ).toHaveLength(20),
    );
    expect(screen.getByRole('heading', { name: /Notice 25/ })).toBeInTheDocument();
  });

  it('puts a deleted notification back when the server refuses', async () => {
    failWrites = true;
    open();
    const user = userEvent.setup();
    await list();
    await user.click(screen.getByRole('button', { name: 'Delete: Notice 24' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(NOTIFICATION_MESSAGES.deleteFailed));
    expect(screen.getByRole('heading', { name: 'Notice 24' })).toBeInTheDocument();
  });

  it('opening a notification marks it read and goes to its page', async () => {
    open();
    const user = userEvent.setup();
    await list();
    await user.click(screen.getByRole('link', { name: 'Notice 25' }));
    expect(await screen.findByText('screen: post')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === markReadPath(25))).toBe(true));
  });

  it('shows the spec’s message and a retry when the list cannot be loaded', async () => {
    let fail = true;
    installTestFetch((request) =>
      fail && request.url.startsWith(`${LIST}?`) ? jsonResponse(500, { detail: 'boom' }) : fakeApi(request),
    );
    open();
    expect(await screen.findByText(NOTIFICATION_MESSAGES.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await list()).toBeInTheDocument();
  });
});
