import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_MESSAGES, notificationsApi } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { markReadLocally, restoreSnapshot, setUnreadCount, takeSnapshot } from '../lib/cache';
import { useLastingCallbacks } from '@/lib/mutations';

/** The server marks every unread one of mine in one statement. */
export const markAllRead = () => call(notificationsApi.markAllRead);

/**
 * "Mark all as read": everything reads as read at once; a failure puts it back. When the server finds nothing
 * unread (0 updated) it says 'No unread notifications' (spec 02 §5), shown as information.
 */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationFn: markAllRead,
      onMutate: async () => {
        const snapshot = await takeSnapshot(queryClient);
        markReadLocally(queryClient, 'all', 0);
        return { snapshot };
      },
      onSuccess: (reply) => {
        setUnreadCount(queryClient, reply.unread_count);
        if (reply.updated_count === 0) notify.info(NOTIFICATION_MESSAGES.noUnread);
        else notify.success(NOTIFICATION_MESSAGES.allMarkedRead);
      },
      onError: (_error, _variables, context) => {
        if (context) restoreSnapshot(queryClient, context.snapshot);
        notify.error(NOTIFICATION_MESSAGES.markReadFailed);
      },
    }),
  );
}
