import { useState } from 'react';
import { Inbox } from 'lucide-react';
import {
  CONTACT_STATUSES,
  CONTACT_STATUS_LABELS,
  DEFAULT_PAGE_SIZE,
  MARKETING_MESSAGES,
  type ContactStatus,
} from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSupportMessages, type InboxFilter } from '../api/get-support-messages';
import { MessagesList } from '../components/messages-list';

type Tab = ContactStatus | 'all';
const TABS: { value: Tab; label: string }[] = [
  ...CONTACT_STATUSES.map((status) => ({ value: status, label: CONTACT_STATUS_LABELS[status] })),
  { value: 'all', label: 'All' },
];
const isTab = (value: string): value is Tab => TABS.some((tab) => tab.value === value);

/** Lazy route module: /admin/support, the contact form's messages by status (permission 'support'). */
export function Component() {
  const [filter, setFilter] = useState<InboxFilter>({ status: 'open', skip: 0, limit: DEFAULT_PAGE_SIZE });
  const messages = useSupportMessages(filter);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Support inbox"
        description="Messages sent through the contact form. Answers go to the sender by e-mail."
      />
      <Tabs
        value={filter.status}
        onValueChange={(value) => {
          if (isTab(value)) setFilter((f) => ({ ...f, status: value, skip: 0 }));
        }}
      >
        <TabsList aria-label="Message status">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={filter.status}>
          {messages.isPending ? (
            <div className="flex flex-col gap-2" aria-label="Loading messages">
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          ) : messages.isError ? (
            <Alert
              tone="error"
              title={MARKETING_MESSAGES.supportListFailed}
              action={
                <Button size="sm" variant="secondary" onClick={() => void messages.refetch()}>
                  Try again
                </Button>
              }
            >
              {messages.error.message}
            </Alert>
          ) : messages.data.items.length === 0 ? (
            <EmptyState
              icon={Inbox}
              title={filter.status === 'all' ? 'No messages yet' : `No ${filter.status} messages`}
              description="New contact form messages appear here, and staff are told by e-mail."
            />
          ) : (
            <div aria-busy={messages.isFetching}>
              <MessagesList messages={messages.data.items} />
              <Pagination
                skip={messages.data.skip}
                limit={messages.data.limit}
                total={messages.data.total}
                onChange={(skip) => setFilter((f) => ({ ...f, skip }))}
                label="Message pages"
              />
            </div>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
