import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationPage, UnreadCountResponse } from '@fertilia/contracts';
import { notificationKeys } from '../api/keys';
import { makeNotification } from '../test-socket';
import { applyFrame, markReadLocally, removeLocally, restoreSnapshot, takeSnapshot } from './cache';

const page = (items: Notification[], extra: Partial<NotificationPage> = {}): NotificationPage => ({
  items,
  total: items.length,
  unread_count: items.filter((n) => !n.read).length,
  skip: 0,
  limit: 5,
  ...extra,
});

function seeded() {
  const queryClient = new QueryClient();
  const older = makeNotification({ id: 1, title: 'Older' });
  const read = makeNotification({ id: 2, title: 'Read one', read: true });
  queryClient.setQueryData(notificationKeys.list({ skip: 0, limit: 5 }), page([older, read]));
  queryClient.setQueryData(notificationKeys.unreadCount(), { unread_count: 1 });
  queryClient.setQueryData(notificationKeys.list(UNREAD), page([older], { total: 3 }));
  return { queryClient, older, read };
}

const UNREAD = { skip: 0, limit: 5, unread_only: true };
const unreadPage = (queryClient: QueryClient) =>
  queryClient.getQueryData<NotificationPage>(notificationKeys.list(UNREAD))!;

const firstPage = (queryClient: QueryClient) =>
  queryClient.getQueryData<NotificationPage>(notificationKeys.list({ skip: 0, limit: 5 }))!;
const count = (queryClient: QueryClient) =>
  queryClient.getQueryData<UnreadCountResponse>(notificationKeys.unreadCount())?.unread_count;

describe('notification caches', () => {
  it('puts a live notification on top with the server’s count', () => {
    const { queryClient } = seeded();
    const fresh = makeNotification({ id: 3, title: 'Fresh' });
    applyFrame(queryClient, { type: 'notification', data: { notification: fresh, unread_count: 2 } });
    expect(firstPage(queryClient).items.map((n) => n.id)).toEqual([3, 1, 2]);
    expect(firstPage(queryClient).total).toBe(3);
    expect(count(queryClient)).toBe(2);
    expect(unreadPage(queryClient).items.map((n) => n.id)).toEqual([3, 1]);
    expect(unreadPage(queryClient)).toMatchObject({ total: 4, unread_count: 2 });
  });

  it('leaves a read notification out of the unread first page', () => {
    const { queryClient } = seeded();
    const readElsewhere = makeNotification({ id: 4, title: 'Read', read: true });
    applyFrame(queryClient, { type: 'notification', data: { notification: readElsewhere, unread_count: 1 } });
    expect(unreadPage(queryClient).items.map((n) => n.id)).toEqual([1]);
    expect(firstPage(queryClient).items.map((n) => n.id)).toEqual([4, 1, 2]);
  });

  it('moves a regrouped notification to the top instead of adding it twice', () => {
    const { queryClient } = seeded();
    const regrouped = makeNotification({ id: 2, title: '3 people reacted', read: false });
    applyFrame(queryClient, { type: 'notification', data: { notification: regrouped, unread_count: 2 } });
    expect(firstPage(queryClient).items.map((n) => [n.id, n.title])).toEqual([
      [2, '3 people reacted'],
      [1, 'Older'],
    ]);
    expect(firstPage(queryClient).total).toBe(2);
  });

  it('takes a bare count from another tab as it is', () => {
    const { queryClient } = seeded();
    applyFrame(queryClient, { type: 'unread_count', data: { unread_count: 0 } });
    expect(count(queryClient)).toBe(0);
    expect(firstPage(queryClient).unread_count).toBe(0);
  });

  it('marks read locally and puts everything back from a snapshot', async () => {
    const { queryClient } = seeded();
    const snapshot = await takeSnapshot(queryClient);
    markReadLocally(queryClient, 'all', 0);
    expect(firstPage(queryClient).items.every((n) => n.read)).toBe(true);
    expect(count(queryClient)).toBe(0);
    expect(unreadPage(queryClient)).toMatchObject({ items: [], total: 0, unread_count: 0 });
    restoreSnapshot(queryClient, snapshot);
    expect(firstPage(queryClient).items[0]?.read).toBe(false);
    expect(unreadPage(queryClient)).toMatchObject({ items: [{ id: 1 }], total: 3 });
    expect(count(queryClient)).toBe(1);
  });

  it('takes one read notification out of the unread pages, lowering their total', () => {
    const { queryClient, older } = seeded();
    markReadLocally(queryClient, new Set([older.id]), 1);
    expect(unreadPage(queryClient)).toMatchObject({ items: [], total: 2, unread_count: 0 });
    expect(firstPage(queryClient).items.map((n) => [n.id, n.read])).toEqual([
      [1, true],
      [2, true],
    ]);
  });

  it('removes a deleted notification, lowering the count only when it was unread', () => {
    const { queryClient, older, read } = seeded();
    removeLocally(queryClient, read);
    expect(count(queryClient)).toBe(1);
    removeLocally(queryClient, older);
    expect(count(queryClient)).toBe(0);
    expect(firstPage(queryClient)).toMatchObject({ items: [], total: 0 });
    expect(unreadPage(queryClient)).toMatchObject({ items: [], total: 2 });
  });
});
