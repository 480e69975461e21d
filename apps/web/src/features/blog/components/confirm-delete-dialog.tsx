import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface ConfirmDeleteDialogProps {
  /** The post's title while the dialog is open, null when closed. */
  title: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  pending?: boolean;
}

/** Deleting a post cannot be undone, so it is asked once more. */
export function ConfirmDeleteDialog({ title, onCancel, onConfirm, pending }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      open={title !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Delete this post?"
      description={<>“{title ?? ''}” will be removed from the blog. This cannot be undone.</>}
      confirmLabel="Delete post"
      onConfirm={onConfirm}
      pending={pending}
      destructive
    />
  );
}
