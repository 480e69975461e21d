import { PageHeader } from '@/components/ui/page-header';
import { ModerationQueue } from '../components/moderation-queue';
import { ModerationTabsNav } from '../components/moderation-nav';

/** Lazy route module: /admin/comment-moderation, reported comments (permission 'moderation'). */
export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Comment moderation"
        description="Reported comments, hidden ones first. Authors of anonymous comments are shown to moderators only."
      />
      <ModerationTabsNav />
      <ModerationQueue kind="comments" />
    </div>
  );
}
