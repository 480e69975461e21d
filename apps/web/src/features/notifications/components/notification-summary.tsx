import { Link } from 'react-router';
import type { Notification } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';
import { formatDateTime, formatRelativeTime } from '@/lib/format';

/** Title, message and age of one notification, with an unread dot; shared by the dropdown and the page. */
export function NotificationSummary({
  notification,
  titleAs: Title = 'p',
  to,
  onOpen,
  className,
}: {
  notification: Notification;
  titleAs?: 'p' | 'h2';
  /** Makes the title a link to this in-app path. */
  to?: string | null;
  onOpen?: () => void;
  className?: string;
}) {
  const { title, message, read, created_at } = notification;
  return (
    <div className={cn('flex min-w-0 flex-1 gap-3', className)}>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', read ? 'bg-transparent' : 'bg-brand')}
      />
      <div className="min-w-0 flex-1">
        <Title className={cn('text-sm text-ink', read ? 'font-medium' : 'font-semibold')}>
          {read ? null : <span className="sr-only">Unread: </span>}
          {to ? (
            <Link to={to} onClick={onOpen} className="underline-offset-4 hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </Title>
        <p className="mt-0.5 line-clamp-2 text-sm break-words text-ink-muted">{message}</p>
        <time
          dateTime={created_at}
          title={formatDateTime(created_at)}
          className="mt-1 block text-xs text-ink-muted"
        >
          {formatRelativeTime(created_at)}
        </time>
      </div>
    </div>
  );
}
