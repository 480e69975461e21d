import type { CommunityAuthor } from '@fertilia/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFollow, useMember } from '../api/members';
import { ANONYMOUS_NAME } from '../lib/format';

/** The author's card with counts and Follow / Unfollow; an anonymous author stays a name-less card. */
export function AuthorCard({ author, isOwn }: { author: CommunityAuthor | null; isOwn: boolean }) {
  const member = useMember(author?.id ?? null);
  const follow = useFollow();

  if (!author) {
    return (
      <Card className="flex items-center gap-3 p-4">
        <Avatar name={ANONYMOUS_NAME} />
        <p className="text-sm text-ink-muted">Posted anonymously</p>
      </Card>
    );
  }

  const card = member.data;
  return (
    <Card className="flex flex-col gap-3 p-4" aria-label="About the author">
      <div className="flex items-center gap-3">
        <Avatar name={author.display_name} src={author.avatar} size="lg" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{author.display_name}</p>
          {/* Her handle beside the real name she chose to show; alone, the username is already the name. */}
          {author.display_name !== author.username ? (
            <p className="truncate text-sm text-ink-muted">@{author.username}</p>
          ) : null}
          {author.role_label ? <Badge tone="info">{author.role_label}</Badge> : null}
        </div>
      </div>
      {card ? (
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          {[
            ['Posts', card.post_count],
            ['Followers', card.follower_count],
            ['Following', card.following_count],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-subtle p-2">
              <dt className="text-xs text-ink-muted">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      ) : member.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : null}
      {!isOwn && card ? (
        <Button
          variant={card.is_following ? 'secondary' : 'primary'}
          loading={follow.isPending}
          aria-pressed={card.is_following}
          onClick={() => follow.mutate({ id: author.id, follow: !card.is_following })}
        >
          {card.is_following ? 'Unfollow' : 'Follow'}
          <span className="sr-only"> {author.display_name}</span>
        </Button>
      ) : null}
    </Card>
  );
}
