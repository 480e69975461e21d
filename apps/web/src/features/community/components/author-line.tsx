import type { CommunityAuthor } from '@fertilia/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { authorName } from '../lib/format';

/** Who wrote it and when; anonymous writing shows no name or picture. */
export function AuthorLine({
  author,
  at,
  size = 'md',
}: {
  author: CommunityAuthor | null;
  at: string;
  size?: 'sm' | 'md';
}) {
  const name = authorName(author);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={name} src={author?.avatar} size={size} />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
          <span className="truncate">{name}</span>
          {author?.role_label ? <Badge tone="info">{author.role_label}</Badge> : null}
        </p>
        <p className="text-xs text-ink-muted">
          <time dateTime={at}>{formatDateTime(at)}</time>
        </p>
      </div>
    </div>
  );
}
