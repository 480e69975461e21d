import { Link } from 'react-router';
import { MODERATION_MESSAGES } from '@fertilia/contracts';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useModerationQueue } from '../api/get-moderation-queue';
import { QUEUES, QUEUE_KINDS, type QueueKind } from '../lib/queue-kinds';

/** How many items wait in one queue; one row is enough to read the total. */
function QueueCard({ kind }: { kind: QueueKind }) {
  const queue = useModerationQueue(kind, { status: 'open', skip: 0, limit: 1 });
  const { path, title, icon: Icon, one, many } = QUEUES[kind];
  return (
    <Card className="p-0">
      <Link
        to={path}
        className="flex items-center gap-4 rounded-xl p-5 hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
      >
        <Icon aria-hidden="true" className="size-8 shrink-0 text-brand" />
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold text-ink">{title}</span>
          <span className="text-sm text-ink-muted">
            {queue.isPending
              ? 'Counting reports…'
              : queue.isError
                ? MODERATION_MESSAGES.queueLoadFailed
                : `${queue.data.total} reported ${queue.data.total === 1 ? one : many} to review`}
          </span>
        </span>
      </Link>
    </Card>
  );
}

/**
 * Lazy route module: /admin/moderation, the sidebar's "Content Moderation" entry (spec 01 §2). Rather than
 * redirecting, it shows every queue with what waits in each, so a moderator sees where to start.
 */
export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Content moderation"
        description="Members report posts, comments and conversation messages; three reports hide a post or comment until a moderator decides."
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {QUEUE_KINDS.map((kind) => (
          <QueueCard key={kind} kind={kind} />
        ))}
      </div>
    </div>
  );
}
