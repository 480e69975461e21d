import { Clock } from 'lucide-react';
import type { BlogPost } from '@fertilia/contracts';
import { formatPostDate, readingTime } from '../lib/format';

/** Date, reading time and (when asked) the author, on one quiet line. */
export function PostMeta({ post, withAuthor }: { post: BlogPost; withAuthor?: boolean }) {
  const date = formatPostDate(post.published_at);
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
      {withAuthor && post.author ? <span>By {post.author.name}</span> : null}
      {date ? <time dateTime={post.published_at ?? undefined}>{date}</time> : <span>Not published</span>}
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        {readingTime(post.reading_minutes)}
      </span>
    </p>
  );
}
