import { Link } from 'react-router';
import { Eye, EyeOff } from 'lucide-react';
import type { BlogPost } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RowActions, Table, TableHeader, TBody, Td, Tr } from '@/components/ui/table';
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
      <TableHeader
        columns={[
          'Title',
          { label: 'Status', className: 'hidden sm:table-cell' },
          { label: 'Published', className: 'hidden md:table-cell' },
          { label: 'Author', className: 'hidden lg:table-cell' },
        ]}
        actions
      />
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
            <RowActions subject={post.title} onEdit={() => onEdit(post)} onDelete={() => onDelete(post)}>
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
            </RowActions>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
