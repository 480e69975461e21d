import { Check, Trash2 } from 'lucide-react';
import { NOTIFICATION_TYPE_INFO, type Notification } from '@fertilia/contracts';
import { IconButton } from '@/components/ui/icon-button';
import { cn } from '@/components/ui/cn';
import { useDeleteNotification } from '../api/delete-notification';
import { useMarkRead } from '../api/mark-read';
import { safeLink } from '../lib/safe-link';
import { NotificationSummary } from './notification-summary';

/** One row of /notifications: opening its link marks it read; it can also be marked read or deleted. */
export function NotificationItem({ notification }: { notification: Notification }) {
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const to = safeLink(notification.link);
  const { title, read, type } = notification;

  return (
    <li
      className={cn(
        'relative flex items-start gap-2 rounded-xl border border-line p-4 transition-colors',
        read ? 'bg-surface' : 'bg-brand-soft/40',
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <NotificationSummary
          notification={notification}
          titleAs="h2"
          to={to}
          onOpen={() => {
            if (!read) markRead.mutate(notification);
          }}
        />
        <p className="pl-5.5 text-xs text-ink-muted">{NOTIFICATION_TYPE_INFO[type]?.label ?? type}</p>
      </div>
      <div className="flex shrink-0 items-center">
        {read ? null : (
          <IconButton
            label={`Mark as read: ${title}`}
            icon={Check}
            title="Mark as read"
            onClick={() => markRead.mutate(notification)}
          />
        )}
        <IconButton
          label={`Delete: ${title}`}
          icon={Trash2}
          title="Delete"
          disabled={remove.isPending}
          onClick={() => remove.mutate(notification)}
        />
      </div>
    </li>
  );
}
