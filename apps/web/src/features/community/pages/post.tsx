import { Link, useNavigate, useParams } from 'react-router';
import { useBreadcrumbTitle } from '@/lib/breadcrumb-title';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { COMMUNITY_MESSAGES, type CommunityPost } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { ArticleSkeleton } from '@/components/ui/skeleton';
import { hasStatus } from '@/lib/api-client';
import { usePost } from '../api/get-post';
import { AuthorCard } from '../components/author-card';
import { AuthorLine } from '../components/author-line';
import { CommentThread } from '../components/comment-thread';
import { LiveStatus } from '../components/live-status';
import { PostBadges } from '../components/post-card';
import { PostMenu } from '../components/post-menu';
import { ReactionBar } from '../components/reaction-bar';
import { isShown } from '../lib/post-cache';
import { useLiveUpdates } from '../lib/use-live-updates';
import { postImageAlt } from '../lib/post-image-alt';

export const BackToCommunity = () => (
  <Link
    to="/community"
    className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-brand-strong hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    Community
  </Link>
);

export function PostNotFound() {
  return (
    <EmptyState
      icon={FileQuestion}
      title={COMMUNITY_MESSAGES.postNotFound}
      description="It may have been deleted, or it is shared with the author's followers only."
      action={
        <Button asChild>
          <Link to="/community">Back to the community</Link>
        </Button>
      }
    />
  );
}

const notFound = (
  <>
    <h1 className="sr-only">{COMMUNITY_MESSAGES.postNotFound}</h1>
    <PostNotFound />
  </>
);

/** /community/posts/{slug}: the whole post, its author, reactions and threaded comments, live. */
export function Component() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const post = usePost(slug);
  useBreadcrumbTitle(post.isError ? null : post.data?.title);
  const live = useLiveUpdates(post.data ? `post:${post.data.id}` : null);

  const body = (data: CommunityPost) => (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <article className="flex flex-col gap-4">
          <div className="flex items-start justify-between gap-3">
            <AuthorLine author={data.author} at={data.created_at} />
            <PostMenu post={data} onDeleted={() => void navigate('/community', { replace: true })} />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{data.title}</h1>
          <PostBadges post={data} />
          {data.moderation_reason ? (
            <Alert tone="warning" title="A moderator's note">
              {data.moderation_reason}
            </Alert>
          ) : null}
          {data.image ? (
            <img
              src={data.image}
              alt={postImageAlt(data)}
              className="max-h-[32rem] w-full rounded-xl bg-subtle object-contain"
            />
          ) : null}
          <div className="text-base leading-relaxed whitespace-pre-line text-ink">{data.content}</div>
          {data.tags.length > 0 ? (
            <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
              {data.tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="neutral">#{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="border-t border-line pt-3">
            <ReactionBar post={data} />
          </div>
        </article>
        <CommentThread post={data} />
      </div>
      <aside className="flex flex-col gap-3" aria-label="Author">
        <AuthorCard author={data.author} isOwn={data.is_own} />
        <LiveStatus state={live} />
      </aside>
    </div>
  );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <BackToCommunity />
      <QueryState
        query={post}
        loadingLabel="Loading post"
        skeleton={
          <>
            <h1 className="sr-only">Loading post</h1>
            <ArticleSkeleton />
          </>
        }
        errorTitle={COMMUNITY_MESSAGES.postLoadFailed}
        errorMessage={false}
        errorHeading="Post"
        renderError={(error) => (hasStatus(error, 404, 422) ? notFound : undefined)}
        isEmpty={(data) => !isShown(data)}
        empty={notFound}
      >
        {body}
      </QueryState>
    </div>
  );
}
