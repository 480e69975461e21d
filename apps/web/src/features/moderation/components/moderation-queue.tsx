import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import {
  DEFAULT_PAGE_SIZE,
  MODERATION_MESSAGES,
  REPORT_STATUSES,
  type ReportStatus,
} from '@fertilia/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useModerationQueue, type QueueFilter } from '../api/get-moderation-queue';
import { QUEUES, itemOf, type QueueKind } from '../lib/queue-kinds';
import { QueueItem } from './queue-items';

const TAB_LABELS: Record<ReportStatus, string> = { open: 'Open', resolved: 'Resolved' };
const isStatus = (value: string): value is ReportStatus =>
  (REPORT_STATUSES as readonly string[]).includes(value);

/** One queue (posts, comments or messages): open reports to decide, or resolved ones as the record. */
export function ModerationQueue({ kind }: { kind: QueueKind }) {
  const [filter, setFilter] = useState<QueueFilter>({ status: 'open', skip: 0, limit: DEFAULT_PAGE_SIZE });
  const queue = useModerationQueue(kind, filter);
  const { many: noun, openHint } = QUEUES[kind];

  return (
    <Tabs
      value={filter.status}
      onValueChange={(value) => {
        if (isStatus(value)) setFilter((f) => ({ ...f, status: value, skip: 0 }));
      }}
    >
      <TabsList aria-label="Report status">
        {REPORT_STATUSES.map((status) => (
          <TabsTrigger key={status} value={status}>
            {TAB_LABELS[status]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={filter.status} className="mt-4">
        <QueryState
          query={queue}
          loadingLabel={`Loading reported ${noun}`}
          skeleton={<Skeletons count={2} className="h-40" />}
          errorTitle={MODERATION_MESSAGES.queueLoadFailed}
          // Deciding on reports that may have changed since would mislead: a failed refresh shows as one.
          hideStaleOnError
          isEmpty={(page) => page.items.length === 0}
          empty={
            <EmptyState
              icon={ShieldCheck}
              title={
                filter.status === 'open' ? `No reported ${noun} to review` : `No resolved reports of ${noun}`
              }
              description={
                filter.status === 'open' ? openHint : 'Decisions you and other moderators make are kept here.'
              }
            />
          }
        >
          {(page) => (
            <div aria-busy={queue.isFetching} className="flex flex-col gap-3">
              <ul aria-label={`Reported ${noun}`} className="flex flex-col gap-3">
                {page.items.map((entry) => (
                  <li key={itemOf(entry).id}>
                    <QueueItem kind={kind} entry={entry} decidable={filter.status === 'open'} />
                  </li>
                ))}
              </ul>
              <Pagination
                skip={page.skip}
                limit={page.limit}
                total={page.total}
                onChange={(skip) => setFilter((f) => ({ ...f, skip }))}
                label={`Reported ${noun} pages`}
              />
            </div>
          )}
        </QueryState>
      </TabsContent>
    </Tabs>
  );
}
