import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type {
  Notification,
  NotificationPage,
  NotificationSocketFrame,
  UnreadCountResponse,
} from '@fertilia/contracts';
import type { NotificationPageRequest } from '../api/get-notifications';
import { notificationKeys } from '../api/keys';

/*
 * Local updates of the cached lists and count, shared by the optimistic actions and the live socket. Lists are
 * pages of GET /api/notifications/ (NotificationPage), all of them or, with `unread_only` in the key, the unread.
 */

export type CacheSnapshot = [QueryKey, unknown][];

const isPage = (data: unknown): data is NotificationPage =>
  typeof data === 'object' && data !== null && Array.isArray((data as NotificationPage).items);

/** Rewrites every cached page, telling the change whether that page holds the unread ones only. */
function updatePages(
  queryClient: QueryClient,
  change: (page: NotificationPage, unreadOnly: boolean) => NotificationPage,
): void {
  for (const [key, data] of queryClient.getQueriesData({ queryKey: notificationKeys.lists() })) {
    if (!isPage(data)) continue;
    const request = key[2] as NotificationPageRequest | undefined;
    const next = change(data, request?.unread_only === true);
    if (next !== data) queryClient.setQueryData(key, next);
  }
}

/** What the caches hold now, to put back when the server refuses an optimistic change. */
export async function takeSnapshot(queryClient: QueryClient): Promise<CacheSnapshot> {
  // A refetch landing after the local change would overwrite it with the old state.
  await queryClient.cancelQueries({ queryKey: notificationKeys.all });
  return queryClient.getQueriesData({ queryKey: notificationKeys.all });
}

export function restoreSnapshot(queryClient: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

export function setUnreadCount(queryClient: QueryClient, count: number): void {
  const unread_count = Math.max(0, count);
  queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unreadCount(), { unread_count });
  queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.lists() }, (page) =>
    isPage(page) ? { ...page, unread_count } : page,
  );
}

const currentCount = (queryClient: QueryClient): number | undefined =>
  queryClient.getQueryData<UnreadCountResponse>(notificationKeys.unreadCount())?.unread_count;

/** Marks the given notifications (or all) read in every cached list and lowers the count by `newlyRead`. */
export function markReadLocally(
  queryClient: QueryClient,
  ids: ReadonlySet<number> | 'all',
  newlyRead: number,
) {
  const hit = (n: Notification) => ids === 'all' || ids.has(n.id);
  updatePages(queryClient, (page, unreadOnly) => {
    if (!unreadOnly) return { ...page, items: page.items.map((n) => (hit(n) ? { ...n, read: true } : n)) };
    // A read notification leaves the unread list (refreshUnreadPages fills the gap once the server agrees).
    const items = page.items.filter((n) => !hit(n));
    const gone = page.items.length - items.length;
    return { ...page, items, total: ids === 'all' ? 0 : Math.max(0, page.total - gone) };
  });
  const count = currentCount(queryClient);
  if (ids === 'all') setUnreadCount(queryClient, 0);
  else if (count !== undefined) setUnreadCount(queryClient, count - newlyRead);
}

/** Refetches the unread-only pages (the shown one now), e.g. to pull up the next one after one was read. */
export function refreshUnreadPages(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: notificationKeys.lists(),
    predicate: (query) => (query.queryKey[2] as NotificationPageRequest | undefined)?.unread_only === true,
  });
}

/** Takes a notification out of every cached list; an unread one lowers the count. */
export function removeLocally(queryClient: QueryClient, target: Notification): void {
  updatePages(queryClient, (page) => {
    if (!page.items.some((n) => n.id === target.id)) return page;
    return {
      ...page,
      items: page.items.filter((n) => n.id !== target.id),
      total: Math.max(0, page.total - 1),
    };
  });
  const count = currentCount(queryClient);
  if (!target.read && count !== undefined) setUnreadCount(queryClient, count - 1);
}

/** Puts a new (or regrouped, hence moved-to-the-top) notification first in every cached first page. */
function prepend(queryClient: QueryClient, notification: Notification): void {
  updatePages(queryClient, (page, unreadOnly) => {
    if (page.skip !== 0 || (unreadOnly && notification.read)) return page;
    const known = page.items.some((n) => n.id === notification.id);
    const items = [notification, ...page.items.filter((n) => n.id !== notification.id)].slice(0, page.limit);
    return { ...page, items, total: known ? page.total : page.total + 1 };
  });
}

/**
 * Applies a frame of the notification socket: a new notification goes on top of the first pages with the
 * server's count; a bare count (a read or delete elsewhere) sets the count and marks later pages for refetch.
 * Either refreshes the community count.
 */
export function applyFrame(queryClient: QueryClient, frame: NotificationSocketFrame): void {
  // Frames carry the total only; the community's share (counted by type) is asked for again.
  void queryClient.invalidateQueries({ queryKey: notificationKeys.communityUnreadCount() });
  if (frame.type === 'notification') {
    prepend(queryClient, frame.data.notification);
    setUnreadCount(queryClient, frame.data.unread_count);
    // Pages after the first shifted by one; they refetch when next shown.
    void queryClient.invalidateQueries({
      queryKey: notificationKeys.lists(),
      predicate: (query) => (query.queryKey[2] as { skip?: number } | undefined)?.skip !== 0,
      refetchType: 'none',
    });
    return;
  }
  setUnreadCount(queryClient, frame.data.unread_count);
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
}
