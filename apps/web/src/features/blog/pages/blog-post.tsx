import { Link, useParams } from 'react-router';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { MESSAGES } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { ArticleSkeleton } from '@/components/ui/skeleton';
import { hasStatus } from '@/lib/api-client';
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
      <QueryState
        query={post}
        loadingLabel="Loading blog post"
        loadingClassName="mt-6 flex flex-col gap-4"
        skeleton={<ArticleSkeleton cover />}
        errorTitle={MESSAGES.blogPostLoadFailed}
        errorMessage={false}
        errorClassName="mt-6"
        renderError={(error) =>
          hasStatus(error, 404, 422) ? (
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
          ) : undefined
        }
      >
        {(data) => (
          <>
            <header className="mt-6 mb-8 flex flex-col gap-3 border-b border-line pb-6">
              {data.is_published ? null : (
                <Badge tone="warning" className="self-start">
                  Draft — only content staff can see this
                </Badge>
              )}
              <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{data.title}</h1>
              <PostMeta post={data} withAuthor />
            </header>
            {data.image ? (
              <img
                src={data.image}
                alt=""
                className="mb-8 aspect-[16/9] w-full rounded-xl bg-subtle object-cover"
              />
            ) : null}
            <PostBody html={data.content_html} />
          </>
        )}
      </QueryState>
    </article>
  );
}
