import { Link, useParams } from 'react-router';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { MESSAGES } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useBlogPost } from '../api/get-blog-post';
import { PostBody } from '../components/post-body';
import { PostMeta } from '../components/post-meta';

const BackToBlog = () => (
  <Link
    to="/blog"
    className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-strong hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    All posts
  </Link>
);

/** /blog/{id}: by id or by slug (the list links by slug). */
export function Component() {
  const { id = '' } = useParams();
  const post = useBlogPost(id);

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-16">
      <BackToBlog />
      {post.isPending ? (
        <div className="mt-6 flex flex-col gap-4" aria-busy="true">
          <span className="sr-only" role="status">
            Loading blog post
          </span>
          <Skeleton className="h-10 w-4/5" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="aspect-[16/9] w-full rounded-xl" />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-4 w-full" />
          ))}
        </div>
      ) : post.isError ? (
        post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 422) ? (
          <EmptyState
            className="mt-6"
            icon={FileQuestion}
            title={MESSAGES.blogPostNotFound}
            description="It may have been moved or taken down."
            action={
              <Button asChild>
                <Link to="/blog">Browse the blog</Link>
              </Button>
            }
          />
        ) : (
          <Alert
            className="mt-6"
            tone="error"
            title={MESSAGES.blogPostLoadFailed}
            action={
              <Button size="sm" variant="secondary" onClick={() => void post.refetch()}>
                Try again
              </Button>
            }
          />
        )
      ) : (
        <>
          <header className="mt-6 mb-8 flex flex-col gap-3 border-b border-line pb-6">
            {post.data.is_published ? null : (
              <Badge tone="warning" className="self-start">
                Draft — only content staff can see this
              </Badge>
            )}
            <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{post.data.title}</h1>
            <PostMeta post={post.data} withAuthor />
          </header>
          {post.data.image ? (
            <img
              src={post.data.image}
              alt=""
              className="mb-8 aspect-[16/9] w-full rounded-xl bg-subtle object-cover"
            />
          ) : null}
          <PostBody html={post.data.content_html} />
        </>
      )}
    </article>
  );
}
