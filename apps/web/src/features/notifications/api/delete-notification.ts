import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_MESSAGES, notificationsApi, type Notification } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notificationKeys } from './keys';
import { removeLocally, restoreSnapshot, setUnreadCount, takeSnapshot } from '../lib/cache';
import { useLastingCallbacks } from '@/lib/mutations';

/** The answer must carry a message (spec 02 §8), which the endpoint's response schema checks. */
export const deleteNotification = (id: number) => call(notificationsApi.remove, { params: { id } });

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: (notification: Notification) => deleteNotification(notification.id),
      onMutate: async (notification) => {
        const snapshot = await takeSnapshot(queryClient);
        removeLocally(queryClient, notification);
        return { snapshot };
      },
      onSuccess: (reply) => {
        setUnreadCount(queryClient, reply.unread_count);
        notify.success(NOTIFICATION_MESSAGES.deleted);
        // Later pages move up by one to fill the gap.
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      },
      onError: (_error, _notification, context) => {
        if (context) restoreSnapshot(queryClient, context.snapshot);
        notify.error(NOTIFICATION_MESSAGES.deleteFailed);
      },
    }),
  );
}
