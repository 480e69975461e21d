import { PageHeader } from '@/components/ui/page-header';
import { ModerationQueue } from '../components/moderation-queue';
import { ModerationTabsNav } from '../components/moderation-nav';

/** Lazy route module: /admin/post-moderation, reported community posts (permission 'moderation'). */
export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Post moderation"
        description="Reported community posts, hidden ones first. Authors of anonymous posts are shown to moderators only."
      />
      <ModerationTabsNav />
      <ModerationQueue kind="posts" />
    </div>
  );
}
