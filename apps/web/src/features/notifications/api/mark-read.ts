import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_MESSAGES, notificationsApi, type Notification } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import {
  markReadLocally,
  refreshUnreadPages,
  restoreSnapshot,
  setUnreadCount,
  takeSnapshot,
} from '../lib/cache';
import { useLastingCallbacks } from '@/lib/mutations';

export const markNotificationRead = (id: number) => call(notificationsApi.markRead, { params: { id } });

/** Marks one notification read at once on screen; the server's refusal puts it back and says so. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: (notification: Notification) => markNotificationRead(notification.id),
      onMutate: async (notification) => {
        const snapshot = await takeSnapshot(queryClient);
        markReadLocally(queryClient, new Set([notification.id]), notification.read ? 0 : 1);
        return { snapshot };
      },
      onSuccess: (reply) => {
        setUnreadCount(queryClient, reply.unread_count);
        // The unread pages lost it; the next unread one moves up into the gap.
        void refreshUnreadPages(queryClient);
      },
      onError: (_error, _notification, context) => {
        if (context) restoreSnapshot(queryClient, context.snapshot);
        notify.error(NOTIFICATION_MESSAGES.markReadFailed);
      },
    }),
  );
}
