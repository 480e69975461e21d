import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Flag, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { CommunityPost } from '@fertilia/contracts';
import { buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useDeletePost } from '../api/delete-post';
import { ReportDialog } from './report-dialog';

/** The author edits or deletes; anyone else may report. */
export function PostMenu({ post, onDeleted }: { post: CommunityPost; onDeleted?: () => void }) {
  const navigate = useNavigate();
  const remove = useDeletePost();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const editPath = `/community/posts/${post.slug}/edit`;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`Actions for post: ${post.title}`}
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        >
          <MoreHorizontal aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {post.is_own ? (
            <>
              <DropdownMenuItem onSelect={() => void navigate(editPath)}>
                <Pencil aria-hidden="true" /> Edit post
              </DropdownMenuItem>
              <DropdownMenuItem destructive onSelect={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" /> Delete post
              </DropdownMenuItem>
            </>
          ) : (
            <DropdownMenuItem onSelect={() => setReporting(true)}>
              <Flag aria-hidden="true" /> Report post
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {post.is_own ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete this post?"
          description="The post and all its comments are deleted for everyone. This cannot be undone."
          confirmLabel="Delete post"
          destructive
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(post, {
              onSuccess: () => {
                setConfirming(false);
                onDeleted?.();
              },
            })
          }
        />
      ) : (
        <ReportDialog target="post" id={post.id} open={reporting} onOpenChange={setReporting} />
      )}
    </>
  );
}
