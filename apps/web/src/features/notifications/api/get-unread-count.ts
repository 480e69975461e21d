import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** The bell reads `unread_count` (spec 02 §7). */
export const getUnreadCount = (signal?: AbortSignal) => call(notificationsApi.unreadCount, {}, { signal });

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
  });

/** The unread count, or undefined until known (or when turned off). */
export function useUnreadCount(enabled = true): number | undefined {
  const { data } = useQuery({ ...unreadCountQueryOptions(), enabled });
  return enabled ? data?.unread_count : undefined;
}
