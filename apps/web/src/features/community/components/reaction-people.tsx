import { COMMUNITY_MESSAGES, type CommunityPost, type PostReactionEntry } from '@fertilia/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { LoadingRegion, QueryError } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session-context';
import { useReactions } from '../api/get-reactions';
import { REACTION_ICONS, REACTION_LABELS } from './reaction-icons';

const countText = (n: number) => `${n} ${n === 1 ? 'reaction' : 'reactions'}`;

/**
 * The post's reaction count, which opens the list of who reacted: a dialog, so it works the same with a
 * keyboard, a screen reader and a finger (a hover tooltip would not). Names follow the public-name rule.
 */
export function ReactionPeople({ post }: { post: Pick<CommunityPost, 'slug' | 'title' | 'reactions'> }) {
  const total = post.reactions.total_count;
  if (total === 0) return <span className="ml-1 text-sm text-ink-muted">{countText(0)}</span>;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-haspopup="dialog"
          // The name starts with the visible count, so voice control finds it by what it shows.
          aria-label={`${countText(total)}: see who reacted to “${post.title}”`}
          className="ml-1 inline-flex min-h-11 items-center rounded-lg px-2 text-sm text-ink-muted underline decoration-dotted underline-offset-4 hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
        >
          {countText(total)}
        </button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeading title="Who reacted" description={post.title} />
        <ReactionList slug={post.slug} />
      </DialogContent>
    </Dialog>
  );
}

function ReactionList({ slug }: { slug: string }) {
  const reactions = useReactions(slug);
  const { user } = useSession();
  if (reactions.isPending) {
    return (
      <LoadingRegion label="Loading who reacted" className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </LoadingRegion>
    );
  }
  if (reactions.isError) {
    return <QueryError title={COMMUNITY_MESSAGES.likesLoadFailed} onRetry={() => void reactions.refetch()} />;
  }
  const entries = reactions.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <p className="text-sm text-ink-muted">Nobody has reacted yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Members who reacted" className="flex flex-col divide-y divide-line">
        {entries.map((entry) => (
          <ReactionRow key={entry.user.id} entry={entry} isViewer={entry.user.id === user?.id} />
        ))}
      </ul>
      {reactions.hasNextPage ? (
        <Button
          variant="secondary"
          loading={reactions.isFetchingNextPage}
          onClick={() => void reactions.fetchNextPage()}
        >
          Show more
        </Button>
      ) : null}
    </div>
  );
}

function ReactionRow({ entry, isViewer }: { entry: PostReactionEntry; isViewer: boolean }) {
  const Icon = REACTION_ICONS[entry.reaction_type];
  const { display_name: name, username } = entry.user;
  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar name={name} src={entry.user.avatar} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">
          {name}
          {isViewer ? <span className="font-normal text-ink-muted"> (you)</span> : null}
        </p>
        {name !== username ? <p className="truncate text-xs text-ink-muted">@{username}</p> : null}
      </div>
      <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-subtle px-2.5 py-1 text-xs text-ink-muted">
        <Icon aria-hidden="true" className="size-3.5" />
        {REACTION_LABELS[entry.reaction_type]}
      </span>
    </li>
  );
}
