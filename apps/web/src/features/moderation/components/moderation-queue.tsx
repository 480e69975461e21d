import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import {
  DEFAULT_PAGE_SIZE,
  MODERATION_MESSAGES,
  REPORT_STATUSES,
  type ReportStatus,
} from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useModerationQueue, type QueueFilter } from '../api/get-moderation-queue';
import { QUEUES, itemOf, type QueueEntry, type QueueKind } from '../lib/queue-kinds';
import { QueueItem } from './queue-items';

const TAB_LABELS: Record<ReportStatus, string> = { open: 'Open', resolved: 'Resolved' };
const isStatus = (value: string): value is ReportStatus =>
  (REPORT_STATUSES as readonly string[]).includes(value);

/** One queue (posts, comments or messages): open reports to decide, or resolved ones as the record. */
export function ModerationQueue({ kind }: { kind: QueueKind }) {
  const [filter, setFilter] = useState<QueueFilter>({ status: 'open', skip: 0, limit: DEFAULT_PAGE_SIZE });
  const queue = useModerationQueue(kind, filter);
  const { many: noun, openHint } = QUEUES[kind];
  const entries: readonly QueueEntry[] = queue.data?.items ?? [];

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
        {queue.isPending ? (
          <div className="flex flex-col gap-3" aria-label={`Loading reported ${noun}`}>
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        ) : queue.isError ? (
          <Alert
            tone="error"
            title={MODERATION_MESSAGES.queueLoadFailed}
            action={
              <Button size="sm" variant="secondary" onClick={() => void queue.refetch()}>
                Try again
              </Button>
            }
          >
            {queue.error.message}
          </Alert>
        ) : queue.data.items.length === 0 ? (
          <EmptyState
            icon={ShieldCheck}
            title={
              filter.status === 'open' ? `No reported ${noun} to review` : `No resolved reports of ${noun}`
            }
            description={
              filter.status === 'open' ? openHint : 'Decisions you and other moderators make are kept here.'
            }
          />
        ) : (
          <div aria-busy={queue.isFetching} className="flex flex-col gap-3">
            <ul aria-label={`Reported ${noun}`} className="flex flex-col gap-3">
              {entries.map((entry) => (
                <li key={itemOf(entry).id}>
                  <QueueItem kind={kind} entry={entry} decidable={filter.status === 'open'} />
                </li>
              ))}
            </ul>
            <Pagination
              skip={queue.data.skip}
              limit={queue.data.limit}
              total={queue.data.total}
              onChange={(skip) => setFilter((f) => ({ ...f, skip }))}
              label={`Reported ${noun} pages`}
            />
          </div>
        )}
      </TabsContent>
    </Tabs>
  );
}
