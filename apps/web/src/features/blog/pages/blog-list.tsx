import { useSearchParams } from 'react-router';
import { Newspaper } from 'lucide-react';
import { BLOG_LIST_DEFAULT_LIMIT, MESSAGES } from '@fertilia/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublishedPosts } from '../api/get-blog-posts';
import { PostCard } from '../components/post-card';

/** The page number lives in the address (?page=2) so a page can be shared and Back works. */
const pageFrom = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

export function Component() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const limit = BLOG_LIST_DEFAULT_LIMIT;
  const posts = usePublishedPosts((page - 1) * limit, limit);

  const goTo = (skip: number) => {
    const next = Math.floor(skip / limit) + 1;
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-16">
      <header className="mb-10 max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Blog</h1>
        <p className="mt-3 text-lg text-ink-muted">
          News from Fertilia and plain-spoken writing about fertility care, treatment and everyday life.
        </p>
      </header>
      <QueryState
        query={posts}
        loadingLabel="Loading blog posts"
        loadingClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        skeleton={[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="flex flex-col gap-3">
            <Skeleton className="aspect-[16/9] w-full rounded-xl" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
          </div>
        ))}
        errorTitle={MESSAGES.blogListLoadFailed}
        errorMessage={false}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <EmptyState
            icon={Newspaper}
            title="No posts yet"
            description={
              page > 1
                ? 'This page is empty; the blog has fewer posts.'
                : 'Our first articles are on their way.'
            }
          />
        }
      >
        {(list) => (
          <>
            <ul className="grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
              {list.items.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
            {list.total > limit ? (
              <Pagination
                className="mt-8"
                label="Blog pages"
                skip={list.skip}
                limit={limit}
                total={list.total}
                onChange={goTo}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
