import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Bell, CheckCheck, Settings } from 'lucide-react';
import { DEFAULT_PAGE_SIZE, NOTIFICATION_MESSAGES } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllRead } from '../api/mark-all-read';
import { NotificationItem } from '../components/notification-item';

type Filter = 'all' | 'unread';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
];

/** Lazy route module: /notifications (spec 02 §2), the full list with paging, filters and actions. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filter: Filter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const skip = Math.max(0, Math.floor(Number(params.get('skip'))) || 0);
  // The server pages both filters; its `total` counts the unread ones only on the Unread tab.
  const query = useNotifications({
    skip,
    limit: DEFAULT_PAGE_SIZE,
    ...(filter === 'unread' ? { unread_only: true } : {}),
  });
  const items = query.data?.items;
  const total = query.data?.total ?? 0;
  const unreadCount = useUnreadCount() ?? 0;
  const markAll = useMarkAllRead();

  const show = (next: { filter?: Filter; skip?: number }, replace = false) => {
    const search = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    if (nextFilter !== 'all') search.set('filter', nextFilter);
    if (next.skip) search.set('skip', String(next.skip));
    setParams(search, { replace });
  };

  // A page emptied by deletes (or an address past the end) steps back to the last page that has items.
  const pastTheEnd = skip > 0 && items?.length === 0 && !query.isFetching;
  useEffect(() => {
    if (pastTheEnd)
      show({ skip: Math.max(0, Math.floor((total - 1) / DEFAULT_PAGE_SIZE) * DEFAULT_PAGE_SIZE) }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the page turns out empty
  }, [pastTheEnd]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col">
      <PageHeader
        title="Notifications"
        description={unreadCount > 0 ? `${unreadCount} unread` : 'You’re all caught up.'}
        actions={
          <>
            <Button
              icon={CheckCheck}
              variant="secondary"
              loading={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Mark all as read
            </Button>
            <Button asChild variant="ghost">
              <Link to="/settings#notifications">
                <Settings aria-hidden="true" />
                Settings
              </Link>
            </Button>
          </>
        }
      />

      <div role="group" aria-label="Show" className="mb-4 inline-flex self-start rounded-lg bg-subtle p-1">
        {FILTERS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => show({ filter: value, skip: 0 })}
            className={cn(
              'inline-flex min-h-11 items-center rounded-md px-4 text-sm font-medium text-ink-muted hover:text-ink',
              'focus-visible:outline-2 focus-visible:outline-focus',
              filter === value && 'bg-surface text-ink shadow-xs',
            )}
          >
            {label}
          </button>
        ))}
      </div>

      <QueryState
        query={query}
        loadingLabel="Loading notifications"
        skeleton={<Skeletons count={3} className="h-24 rounded-xl" />}
        errorTitle={NOTIFICATION_MESSAGES.loadFailed}
        errorMessage={false}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <EmptyState
            icon={Bell}
            title={filter === 'unread' ? NOTIFICATION_MESSAGES.noUnread : 'No notifications yet'}
            description={
              filter === 'unread'
                ? 'Everything has been read.'
                : 'Comments, replies, messages and reminders will appear here.'
            }
            action={
              filter === 'unread' ? (
                <Button variant="secondary" onClick={() => show({ filter: 'all', skip: 0 })}>
                  Show all notifications
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(page) => (
          <>
            <ul
              aria-label={filter === 'unread' ? 'Unread notifications' : 'All notifications'}
              className="flex flex-col gap-3"
            >
              {page.items.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} />
              ))}
            </ul>
            {total > DEFAULT_PAGE_SIZE ? (
              <Pagination
                skip={skip}
                limit={DEFAULT_PAGE_SIZE}
                total={total}
                onChange={(next) => show({ skip: next })}
                label="Notification pages"
              />
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
