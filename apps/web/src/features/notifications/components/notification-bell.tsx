import { useState } from 'react';
import { Bell } from 'lucide-react';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { loadable } from '@/lib/loadable';
import { useUnreadCount } from '../api/get-unread-count';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { badgeText } from '../lib/badge-text';

const notificationMenu = loadable(() =>
  import('./notification-menu').then((module) => module.NotificationMenu),
);

const TRIGGER_CLASS =
  'relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus';

/** The button's name carries the count, so a screen reader hears "Notifications, 3 unread". */
export const bellLabel = (count: number): string =>
  count > 0 ? `Notifications, ${count} unread` : 'Notifications';

/**
 * The top-bar bell of spec 02 §2: the unread count (live over /api/ws/) as a badge reading 99+ above 99, and
 * a dropdown of the latest items that loads on first use. New arrivals are announced politely.
 */
export function NotificationBell() {
  const count = useUnreadCount() ?? 0;
  const [announcement, setAnnouncement] = useState('');
  useLiveNotifications({
    onNotification: (notification) => setAnnouncement(`New notification: ${notification.title}`),
  });

  return (
    <>
      <DeferredMenu
        menu={notificationMenu}
        menuProps={{}}
        triggerClassName={TRIGGER_CLASS}
        trigger={
          <>
            <Bell aria-hidden="true" className="size-5" />
            <span className="sr-only">{bellLabel(count)}</span>
            {count > 0 ? (
              <span
                aria-hidden="true"
                data-testid="notification-badge"
                className="absolute top-1 right-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-[11px] leading-5 font-semibold text-ink-inverse"
              >
                {badgeText(count)}
              </span>
            ) : null}
          </>
        }
      />
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
