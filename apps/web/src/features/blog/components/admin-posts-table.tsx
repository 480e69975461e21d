import { Link } from 'react-router';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import type { BlogPost } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { formatDate } from '@/lib/format';

const StatusBadge = ({ post, className }: { post: BlogPost; className?: string }) => (
  <Badge tone={post.is_published ? 'success' : 'neutral'} className={className}>
    {post.is_published ? 'Published' : 'Draft'}
  </Badge>
);

interface AdminPostsTableProps {
  posts: BlogPost[];
  onEdit: (post: BlogPost) => void;
  onTogglePublished: (post: BlogPost) => void;
  onDelete: (post: BlogPost) => void;
  /** The post whose publication is being changed, so only its button spins. */
  togglingId?: number;
}

export function AdminPostsTable({
  posts,
  onEdit,
  onTogglePublished,
  onDelete,
  togglingId,
}: AdminPostsTableProps) {
  return (
    <Table aria-label="Blog posts">
      <THead>
        <Tr>
          <Th>Title</Th>
          <Th className="hidden sm:table-cell">Status</Th>
          <Th className="hidden md:table-cell">Published</Th>
          <Th className="hidden lg:table-cell">Author</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </Tr>
      </THead>
      <TBody>
        {posts.map((post) => (
          <Tr key={post.id}>
            <Td>
              <Link
                to={`/blog/${post.slug}`}
                className="font-medium underline-offset-4 hover:text-brand-strong hover:underline"
              >
                {post.title}
              </Link>
              <p className="line-clamp-1 max-w-sm text-xs break-all text-ink-muted">/blog/{post.slug}</p>
              {/* On a phone the status rides under the title instead of taking a column. */}
              <StatusBadge post={post} className="mt-1 sm:hidden" />
            </Td>
            <Td className="hidden sm:table-cell">
              <StatusBadge post={post} />
            </Td>
            <Td className="hidden whitespace-nowrap md:table-cell">
              {post.published_at ? formatDate(post.published_at, 'long') : '—'}
            </Td>
            <Td className="hidden lg:table-cell">{post.author?.name ?? '—'}</Td>
            <Td>
              <div className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  loading={togglingId === post.id}
                  onClick={() => onTogglePublished(post)}
                  aria-label={`${post.is_published ? 'Unpublish' : 'Publish'} ${post.title}`}
                >
                  {post.is_published ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                  <span className="hidden lg:inline">{post.is_published ? 'Unpublish' : 'Publish'}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${post.title}`}
                  onClick={() => onEdit(post)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${post.title}`}
                  onClick={() => onDelete(post)}
                >
                  <Trash2 aria-hidden="true" className="text-danger" />
                </Button>
              </div>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
