import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

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
    <Dialog open={title !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this post?</DialogTitle>
          <DialogDescription>
            “{title ?? ''}” will be removed from the blog. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={pending} onClick={onConfirm}>
            Delete post
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
