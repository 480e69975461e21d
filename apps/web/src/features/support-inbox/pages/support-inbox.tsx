import { useState } from 'react';
import { Inbox } from 'lucide-react';
import {
  CONTACT_STATUSES,
  CONTACT_STATUS_LABELS,
  DEFAULT_PAGE_SIZE,
  MARKETING_MESSAGES,
  type ContactStatus,
} from '@fertilia/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
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
          <QueryState
            query={messages}
            loadingLabel="Loading messages"
            skeleton={<Skeletons count={3} className="h-20" />}
            errorTitle={MARKETING_MESSAGES.supportListFailed}
            isEmpty={(page) => page.items.length === 0}
            empty={
              <EmptyState
                icon={Inbox}
                title={filter.status === 'all' ? 'No messages yet' : `No ${filter.status} messages`}
                description="New contact form messages appear here, and staff are told by e-mail."
              />
            }
          >
            {(page) => (
              <div aria-busy={messages.isFetching}>
                <MessagesList messages={page.items} />
                <Pagination
                  skip={page.skip}
                  limit={page.limit}
                  total={page.total}
                  onChange={(skip) => setFilter((f) => ({ ...f, skip }))}
                  label="Message pages"
                />
              </div>
            )}
          </QueryState>
        </TabsContent>
      </Tabs>
    </div>
  );
}
