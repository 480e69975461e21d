import { notificationsApi, pathOf } from '@fertilia/contracts';

/* Where the notifications API lives, as the fake servers of the bell's and the page's tests match it. */

export const LIST = pathOf(notificationsApi.list);
export const UNREAD_COUNT = pathOf(notificationsApi.unreadCount);
export const MARK_ALL_READ = pathOf(notificationsApi.markAllRead);
export const markReadPath = (id: number) => pathOf(notificationsApi.markRead, { id });
export const removePath = (id: number) => pathOf(notificationsApi.remove, { id });

/** The id in a path of one notification (…/notifications/{id}/…), NaN for any other path. */
export const idIn = (path: string | undefined) => {
  const [segment = ''] = path?.startsWith(LIST) ? path.slice(LIST.length).split('/') : [];
  return /^\d+$/.test(segment) ? Number(segment) : NaN;
};
