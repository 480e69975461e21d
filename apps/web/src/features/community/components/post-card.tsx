import { Link } from 'react-router';
import { EyeOff, Lock, MessageCircle } from 'lucide-react';
import type { CommunityPost } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { AuthorLine } from './author-line';
import { PostMenu } from './post-menu';
import { ReactionBar } from './reaction-bar';
import { postImageAlt } from '../lib/post-image-alt';

export const postPath = (post: Pick<CommunityPost, 'slug'>) => `/community/posts/${post.slug}`;

/** Status and audience marks the author needs to see at a glance. */
export function PostBadges({ post }: { post: CommunityPost }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone="accent">{post.category}</Badge>
      {post.visibility === 'followers' ? (
        <Badge tone="neutral">
          <Lock aria-hidden="true" className="size-3" /> Followers only
        </Badge>
      ) : null}
      {post.status !== 'visible' ? (
        <Badge tone="warning">
          <EyeOff aria-hidden="true" className="size-3" />
          {post.status === 'hidden' ? 'Hidden while under review' : 'Removed by a moderator'}
        </Badge>
      ) : null}
    </div>
  );
}

export function PostCard({ post }: { post: CommunityPost }) {
  const path = postPath(post);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <AuthorLine author={post.author} at={post.created_at} />
        <PostMenu post={post} />
      </div>
      <PostBadges post={post} />
      <div className="flex flex-col gap-2">
        <h2 className="text-lg leading-snug font-semibold text-ink">
          <Link to={path} className="hover:underline focus-visible:outline-2 focus-visible:outline-focus">
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-4 text-sm whitespace-pre-line text-ink-muted">{post.content}</p>
      </div>
      {post.image ? (
        <img
          src={post.image}
          alt={postImageAlt(post)}
          loading="lazy"
          className="max-h-80 w-full rounded-lg bg-subtle object-cover"
        />
      ) : null}
      {post.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="neutral">#{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <ReactionBar post={post} />
        <Link
          to={`${path}#comments`}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-strong hover:underline"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {post.comments_count} {post.comments_count === 1 ? 'comment' : 'comments'}
          <span className="sr-only"> on {post.title}</span>
        </Link>
      </div>
    </Card>
  );
}
