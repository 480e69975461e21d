import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi, type NotificationPreference } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** One entry per type, with which switches the member may change. */
export const getNotificationPreferences = async (signal?: AbortSignal): Promise<NotificationPreference[]> =>
  (await call(notificationsApi.preferences, {}, { signal })).preferences;

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());
