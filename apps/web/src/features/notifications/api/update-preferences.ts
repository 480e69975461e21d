import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationPreferencesUpdateSchema,
  notificationsApi,
  type NotificationPreference,
  type NotificationPreferencesUpdate,
} from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { notificationKeys } from './keys';
import { useLastingCallbacks } from '@/lib/mutations';

/** Sends the changed types only (checked before they leave); answers the full list. */
export const updateNotificationPreferences = async (
  body: NotificationPreferencesUpdate,
): Promise<NotificationPreference[]> =>
  (await call(notificationsApi.updatePreferences, { body: notificationPreferencesUpdateSchema.parse(body) }))
    .preferences;

export type PreferenceChange = {
  type: NotificationPreference['type'];
  channel: 'in_app' | 'email';
  value: boolean;
};

/** One switch at a time: it flips on screen at once and flips back if the server refuses. */
export function useUpdatePreference() {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences();
  const set = (type: PreferenceChange['type'], channel: PreferenceChange['channel'], value: boolean) =>
    queryClient.setQueryData<NotificationPreference[]>(key, (list) =>
      list?.map((p) => (p.type === type ? { ...p, [channel]: value } : p)),
    );
  return useLastingCallbacks(
    useMutation({
      mutationFn: ({ type, channel, value }: PreferenceChange) =>
        updateNotificationPreferences({ preferences: [{ type, [channel]: value }] }),
      onMutate: async ({ type, channel, value }) => {
        await queryClient.cancelQueries({ queryKey: key });
        set(type, channel, value);
      },
      onSuccess: (preferences) => queryClient.setQueryData(key, preferences),
      // Only this switch flips back: another row's change saved meanwhile stays.
      onError: (_error, { type, channel, value }) => set(type, channel, !value),
    }),
  );
}
