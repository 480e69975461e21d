import { Link, useNavigate } from 'react-router';
import { BellOff, CheckCheck, Settings } from 'lucide-react';
import { NOTIFICATION_MESSAGES, type Notification } from '@fertilia/contracts';
import type { LoadedMenuProps } from '@/components/ui/deferred-menu';
import {
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  TriggeredMenu,
} from '@/components/ui/dropdown-menu';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { safeLink } from '../lib/safe-link';
import { NotificationSummary } from './notification-summary';

/** How many of the newest notifications the dropdown lists; the page has the rest. */
export const LATEST_LIMIT = 5;

function MenuBody() {
  const navigate = useNavigate();
  const latest = useNotifications({ skip: 0, limit: LATEST_LIMIT });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification);
    const to = safeLink(notification.link);
    if (to) void navigate(to);
  };

  return (
    <div className="w-[min(24rem,calc(100vw-2rem))]">
      <div className="flex items-center justify-between gap-2">
        <DropdownMenuLabel className="text-sm whitespace-nowrap text-ink">
          Notifications
          {latest.data && latest.data.unread_count > 0 ? (
            <span className="ml-2 font-normal text-ink-muted">{latest.data.unread_count} unread</span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuItem
          disabled={markAll.isPending}
          onSelect={(event) => {
            // Stays open, so the items can be seen turning read.
            event.preventDefault();
            markAll.mutate();
          }}
          className="shrink-0 whitespace-nowrap text-brand-strong"
        >
          <CheckCheck aria-hidden="true" />
          Mark all as read
        </DropdownMenuItem>
      </div>
      <DropdownMenuSeparator />
      <QueryState
        query={latest}
        loadingLabel="Loading notifications…"
        skeleton={
          <p aria-hidden="true" className="flex items-center gap-2 px-3 py-4 text-sm text-ink-muted">
            <Spinner label={null} className="size-4" />
            Loading notifications…
          </p>
        }
        errorTitle={NOTIFICATION_MESSAGES.loadFailed}
        renderError={(_error, retry) => (
          <>
            <p role="alert" className="px-3 py-3 text-sm text-danger-ink">
              {NOTIFICATION_MESSAGES.loadFailed}
            </p>
            <DropdownMenuItem
              onSelect={(event) => {
                event.preventDefault();
                retry();
              }}
            >
              Try again
            </DropdownMenuItem>
          </>
        )}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <p className="flex items-center gap-2 px-3 py-4 text-sm text-ink-muted">
            <BellOff aria-hidden="true" className="size-4" />
            You’re all caught up.
          </p>
        }
      >
        {(page) => (
          <DropdownMenuGroup aria-label="Latest notifications">
            {page.items.map((notification) => (
              <DropdownMenuItem
                key={notification.id}
                onSelect={() => open(notification)}
                className="items-start py-2 data-[highlighted]:bg-subtle"
              >
                <NotificationSummary notification={notification} />
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
        )}
      </QueryState>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to="/notifications" className="font-medium">
          View all notifications
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to="/settings#notifications">
          <Settings aria-hidden="true" />
          Notification settings
        </Link>
      </DropdownMenuItem>
    </div>
  );
}

/** Loaded on first use of the bell: the Radix dropdown with the latest items and the three actions. */
export function NotificationMenu(props: LoadedMenuProps) {
  return (
    <TriggeredMenu {...props} align="end">
      <MenuBody />
    </TriggeredMenu>
  );
}
