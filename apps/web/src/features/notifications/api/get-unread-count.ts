import { queryOptions, useQuery } from '@tanstack/react-query';
import { unreadCountResponse, type UnreadCountResponse } from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** GET /api/notifications/unread-count: the bell reads `unread_count` (spec 02 §7). */
export const getUnreadCount = (signal?: AbortSignal): Promise<UnreadCountResponse> =>
  api.get('/api/notifications/unread-count', { signal, schema: unreadCountResponse });

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
