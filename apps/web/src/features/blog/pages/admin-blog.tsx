import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FileText, Plus } from 'lucide-react';
import {
  BLOG_POSTS_DEFAULT_LIMIT,
  BLOG_STATUS_FILTERS,
  MESSAGES,
  hasPermission,
  type BlogPost,
  type BlogStatusFilter,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session-context';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useDeleteBlogPost } from '../api/delete-blog-post';
import { useAdminPosts } from '../api/get-admin-blog-posts';
import { useUpdateBlogPost } from '../api/update-blog-post';
import { AdminPostsTable } from '../components/admin-posts-table';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { PostEditor } from '../components/post-editor';

const FILTER_LABELS: Record<BlogStatusFilter, string> = {
  all: 'All',
  draft: 'Drafts',
  published: 'Published',
};
const EMPTY_TITLES: Record<BlogStatusFilter, string> = {
  all: 'No posts yet',
  draft: 'No drafts',
  published: 'No published posts',
};
const statusFrom = (value: string | null): BlogStatusFilter =>
  (BLOG_STATUS_FILTERS as readonly string[]).includes(value ?? '') ? (value as BlogStatusFilter) : 'all';

/** /admin/blog: the list with its filter, and the editor (?edit=new or ?edit={id}) in place of it. */
export function Component() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const skip = Math.max(0, Number.parseInt(params.get('skip') ?? '0', 10) || 0);
  const editing = params.get('edit');
  const allowed = !user || hasPermission(user.role, 'content');
  const posts = useAdminPosts(status, skip, allowed);
  const update = useUpdateBlogPost();
  const remove = useDeleteBlogPost();
  const [doomed, setDoomed] = useState<BlogPost | null>(null);

  const setParam = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  if (!allowed) {
    return (
      <>
        <PageHeader title="Blog" />
        <EmptyState
          icon={FileText}
          title="No access to the blog"
          description="Your role does not manage blog posts."
        />
      </>
    );
  }

  if (editing) {
    return (
      <PostEditor
        postId={editing === 'new' ? null : Number(editing)}
        onClose={() => setParam({ edit: null })}
      />
    );
  }

  const togglePublished = (post: BlogPost) =>
    update.mutate(
      { id: post.id, body: { title: post.title, content: post.content, is_published: !post.is_published } },
      {
        onSuccess: () => notify.success(MESSAGES.blogUpdated),
        onError: (error) => notifyError(error, MESSAGES.blogUpdateFailed),
      },
    );

  const onDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed.id, {
      onSuccess: () => {
        notify.success(MESSAGES.blogDeleted);
        setDoomed(null);
      },
      onError: (error) => notifyError(error, MESSAGES.blogDeleteFailed),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Blog"
        description="Write, preview and publish posts. Drafts are visible to content staff only."
        actions={
          <Button icon={Plus} onClick={() => setParam({ edit: 'new' })}>
            New post
          </Button>
        }
      />
      <Tabs
        value={status}
        onValueChange={(value) => setParam({ status: value === 'all' ? null : value, skip: null })}
      >
        <TabsList aria-label="Show posts">
          {BLOG_STATUS_FILTERS.map((filter) => (
            <TabsTrigger key={filter} value={filter}>
              {FILTER_LABELS[filter]}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <QueryState
        query={posts}
        loadingLabel="Loading blog posts"
        skeleton={<Skeletons count={4} className="h-14 rounded-xl" />}
        errorTitle={MESSAGES.blogListLoadFailed}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <EmptyState
            icon={FileText}
            title={EMPTY_TITLES[status]}
            description="Write the first one with “New post”."
          />
        }
      >
        {(page) => (
          <>
            <AdminPostsTable
              posts={page.items}
              onEdit={(post) => setParam({ edit: String(post.id) })}
              onTogglePublished={togglePublished}
              onDelete={setDoomed}
              togglingId={update.isPending ? update.variables?.id : undefined}
            />
            <Pagination
              label="Blog post pages"
              skip={page.skip}
              limit={BLOG_POSTS_DEFAULT_LIMIT}
              total={page.total}
              onChange={(next) => setParam({ skip: next === 0 ? null : String(next) })}
            />
          </>
        )}
      </QueryState>
      <ConfirmDeleteDialog
        title={doomed?.title ?? null}
        onCancel={() => setDoomed(null)}
        onConfirm={onDelete}
        pending={remove.isPending}
      />
    </div>
  );
}
