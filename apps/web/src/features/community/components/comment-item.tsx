import { useState } from 'react';
import { Flag, MoreHorizontal, Pencil, Reply, Trash2 } from 'lucide-react';
import type { CommunityComment } from '@fertilia/contracts';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useCreateComment, useDeleteComment, useUpdateComment } from '../api/comments';
import { authorName } from '../lib/format';
import { AuthorLine } from './author-line';
import { CommentBox } from './comment-box';
import { ReportDialog } from './report-dialog';

/** How deep replies keep indenting; deeper ones line up with their parent so phones keep room for text. */
const MAX_INDENT = 3;

export function CommentItem({ comment, depth = 0 }: { comment: CommunityComment; depth?: number }) {
  const create = useCreateComment();
  const update = useUpdateComment();
  const remove = useDeleteComment();
  const [mode, setMode] = useState<'view' | 'reply' | 'edit'>('view');
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const name = authorName(comment.author);

  return (
    <li className="flex flex-col gap-2" id={`comment-${comment.id}`}>
      <article aria-label={`Comment by ${name}`} className="flex flex-col gap-2 rounded-lg bg-subtle/60 p-3">
        <div className="flex items-start justify-between gap-2">
          <AuthorLine author={comment.author} at={comment.created_at} size="sm" />
          <DropdownMenu>
            <DropdownMenuTrigger
              aria-label={`Actions for comment by ${name}`}
              className={buttonVariants({ variant: 'ghost', size: 'icon' })}
            >
              <MoreHorizontal aria-hidden="true" />
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {comment.is_own ? (
                <>
                  <DropdownMenuItem onSelect={() => setMode('edit')}>
                    <Pencil aria-hidden="true" /> Edit comment
                  </DropdownMenuItem>
                  <DropdownMenuItem destructive onSelect={() => setConfirming(true)}>
                    <Trash2 aria-hidden="true" /> Delete comment
                  </DropdownMenuItem>
                </>
              ) : (
                <DropdownMenuItem onSelect={() => setReporting(true)}>
                  <Flag aria-hidden="true" /> Report comment
                </DropdownMenuItem>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        {mode === 'edit' ? (
          <CommentBox
            label="Edit comment"
            submitLabel="Save"
            initial={comment.content}
            withAnonymous={false}
            autoFocus
            onCancel={() => setMode('view')}
            onSubmit={async ({ content }) => {
              await update.mutateAsync({ id: comment.id, content });
              setMode('view');
            }}
          />
        ) : (
          <p className="text-sm whitespace-pre-line text-ink">{comment.content}</p>
        )}
        {mode === 'view' ? (
          <div>
            <Button variant="ghost" size="sm" onClick={() => setMode('reply')}>
              <Reply aria-hidden="true" /> Reply<span className="sr-only"> to {name}</span>
            </Button>
          </div>
        ) : null}
      </article>
      {mode === 'reply' ? (
        <div className="pl-4">
          <CommentBox
            label={`Reply to ${name}`}
            submitLabel="Reply"
            autoFocus
            onCancel={() => setMode('view')}
            onSubmit={async (draft) => {
              await create.mutateAsync({ ...draft, post_id: comment.post_id, parent_id: comment.id });
              setMode('view');
            }}
          />
        </div>
      ) : null}
      {comment.replies.length > 0 ? (
        <ul
          aria-label={`Replies to ${name}`}
          className={
            depth < MAX_INDENT
              ? 'flex flex-col gap-2 border-l-2 border-line pl-3 sm:pl-4'
              : 'flex flex-col gap-2'
          }
        >
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
      {comment.is_own ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete this comment?"
          description="The comment and the replies to it are deleted for everyone."
          confirmLabel="Delete comment"
          destructive
          pending={remove.isPending}
          onConfirm={() => remove.mutate(comment, { onSuccess: () => setConfirming(false) })}
        />
      ) : (
        <ReportDialog target="comment" id={comment.id} open={reporting} onOpenChange={setReporting} />
      )}
    </li>
  );
}
