import { PageHeader } from '@/components/ui/page-header';
import { QUEUES, type QueueKind } from '../lib/queue-kinds';
import { ModerationTabsNav } from './moderation-nav';
import { ModerationQueue } from './moderation-queue';

/** The screen of one queue: its title, the tabs between queues, and the queue itself. */
export function ModerationScreen({ kind }: { kind: QueueKind }) {
  const { title, description } = QUEUES[kind];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={title} description={description} />
      <ModerationTabsNav />
      <ModerationQueue kind={kind} />
    </div>
  );
}
