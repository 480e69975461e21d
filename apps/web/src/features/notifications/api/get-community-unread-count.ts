import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  COMMUNITY_NOTIFICATION_TYPES,
  notificationsApi,
  type UnreadCountByTypeResponse,
} from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** Unread counts per type, summed to a total (spec 02 §7 Community). */
export const getUnreadCountByType = (signal?: AbortSignal) =>
  call(notificationsApi.communityUnreadCount, {}, { signal });

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
