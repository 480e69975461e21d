import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  COMMUNITY_NOTIFICATION_TYPES,
  unreadCountByTypeResponse,
  type UnreadCountByTypeResponse,
} from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** GET /api/community/notifications/unread-count/: unread counts per type, summed to a total (spec 02 §7). */
export const getUnreadCountByType = (signal?: AbortSignal): Promise<UnreadCountByTypeResponse> =>
  api.get('/api/community/notifications/unread-count/', { signal, schema: unreadCountByTypeResponse });

/** The unread notifications that concern the community: the COMMUNITY_NOTIFICATION_TYPES of `by_type`. */
export const communityUnread = ({ by_type }: UnreadCountByTypeResponse): number =>
  COMMUNITY_NOTIFICATION_TYPES.reduce((sum, type) => sum + (by_type[type] ?? 0), 0);

export const communityUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.communityUnreadCount(),
    queryFn: ({ signal }) => getUnreadCountByType(signal),
    select: communityUnread,
    // Socket frames refresh it while connected; coming back to the tab reads it again whatever its age.
    refetchOnWindowFocus: 'always',
  });

/** The unread community notifications, or undefined until known (or when turned off). */
export function useCommunityUnreadCount(enabled = true): number | undefined {
  const { data } = useQuery({ ...communityUnreadCountQueryOptions(), enabled });
  return enabled ? data : undefined;
}
