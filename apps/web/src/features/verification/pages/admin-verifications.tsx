import { useState } from 'react';
import { BadgeCheck, ShieldOff } from 'lucide-react';
import {
  DEFAULT_PAGE_SIZE,
  VERIFICATION_MESSAGES,
  VERIFICATION_QUEUE_STATUSES,
  hasPermission,
  type Role,
  type VerificationQueueStatus,
} from '@fertilia/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { hasStatus } from '@/lib/api-client';
import { useSession } from '@/lib/session-context';
import { useVerificationQueue, type QueueFilter } from '../api/get-verification-queue';
import { QueueEntry } from '../components/queue-entry';
import { QUEUE_TABS } from '../lib/status';

const isStatus = (value: string): value is VerificationQueueStatus =>
  (VERIFICATION_QUEUE_STATUSES as readonly string[]).includes(value);

const notAllowed = (
  <EmptyState
    icon={ShieldOff}
    title={VERIFICATION_MESSAGES.reviewNotAllowed}
    description="Checking licences is for support staff and admins. Ask an admin if your work needs it."
  />
);

/** Lazy route module: /admin/verifications, licences to check (permission 'support', issue 14). */
export function Component() {
  const { user } = useSession();
  const allowed = user !== null && hasPermission(user.role as Role, 'support');
  const [filter, setFilter] = useState<QueueFilter>({ status: 'pending', skip: 0, limit: DEFAULT_PAGE_SIZE });
  const queue = useVerificationQueue(filter, allowed);
  const tab = QUEUE_TABS[filter.status];

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Professional verification"
        description="Check each licence against the issuing body's public register before approving. Approved experts and doctors get their badge at once; refused ones are told your reason."
      />
      {allowed ? (
        <Tabs
          value={filter.status}
          onValueChange={(value) => {
            if (isStatus(value)) setFilter((f) => ({ ...f, status: value, skip: 0 }));
          }}
        >
          <TabsList aria-label="Submission status">
            {VERIFICATION_QUEUE_STATUSES.map((status) => (
              <TabsTrigger key={status} value={status}>
                {QUEUE_TABS[status].label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={filter.status}>
            <QueryState
              query={queue}
              loadingLabel="Loading licence submissions"
              skeleton={<Skeletons count={2} className="h-64 rounded-xl" />}
              errorTitle={VERIFICATION_MESSAGES.queueLoadFailed}
              // Deciding on a submission that may have changed since would mislead.
              hideStaleOnError
              renderError={(error) => (hasStatus(error, 403) ? notAllowed : undefined)}
              isEmpty={(page) => page.items.length === 0}
              empty={<EmptyState icon={BadgeCheck} title={tab.empty} description={tab.hint} />}
            >
              {(page) => (
                <div aria-busy={queue.isFetching} className="flex flex-col gap-3">
                  <ul aria-label={`${tab.label} submissions`} className="flex flex-col gap-3">
                    {page.items.map((entry) => (
                      <li key={entry.id}>
                        <QueueEntry entry={entry} />
                      </li>
                    ))}
                  </ul>
                  <Pagination
                    skip={page.skip}
                    limit={page.limit}
                    total={page.total}
                    onChange={(skip) => setFilter((f) => ({ ...f, skip }))}
                    label="Submission pages"
                  />
                </div>
              )}
            </QueryState>
          </TabsContent>
        </Tabs>
      ) : (
        notAllowed
      )}
    </div>
  );
}
