import { PageHeader } from '@/components/ui/page-header';
import { ModerationQueue } from '../components/moderation-queue';
import { ModerationTabsNav } from '../components/moderation-nav';

/** Lazy route module: /admin/message-moderation, reported conversation messages (permission 'moderation'). */
export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Message moderation"
        description="Reported conversation messages, the longest waiting first. Only the reported message is shown, never the rest of the conversation."
      />
      <ModerationTabsNav />
      <ModerationQueue kind="messages" />
    </div>
  );
}
