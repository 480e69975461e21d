import { Clock } from 'lucide-react';
import type { BlogPost } from '@fertilia/contracts';
import { formatDate } from '@/lib/format';
import { readingTime } from '../lib/format';

/** Date, reading time and (when asked) the author, on one quiet line. */
export function PostMeta({ post, withAuthor }: { post: BlogPost; withAuthor?: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
      {withAuthor && post.author ? <span>By {post.author.name}</span> : null}
      {post.published_at ? (
        <time dateTime={post.published_at}>{formatDate(post.published_at, 'long')}</time>
      ) : (
        <span>Not published</span>
      )}
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        {readingTime(post.reading_minutes)}
      </span>
    </p>
  );
}
