import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPreferencesResponse, type NotificationPreference } from '@fertilia/contracts';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** GET /api/notifications/preferences/: one entry per type, with which switches the member may change. */
export const getNotificationPreferences = async (signal?: AbortSignal): Promise<NotificationPreference[]> =>
  (await api.get('/api/notifications/preferences/', { signal, schema: notificationPreferencesResponse }))
    .preferences;

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());
