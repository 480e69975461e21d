import { MESSAGES, type Faq } from '@fertilia/contracts';
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
import { notify } from '@/lib/notify';
import { useDeleteFaq } from '../api/delete-faq';
import { notifyFaqError } from '../lib/notify-faq-error';

interface DeleteFaqDialogProps {
  faq: Faq | null;
  onClose: () => void;
}

/** Asks before deleting: a deleted entry cannot be brought back (hiding it is the reversible choice). */
export function DeleteFaqDialog({ faq, onClose }: DeleteFaqDialogProps) {
  const remove = useDeleteFaq();
  const onConfirm = () => {
    if (!faq) return;
    remove.mutate(faq.id, {
      onSuccess: () => {
        notify.success(MESSAGES.faqDeleted);
        onClose();
      },
      onError: (error) => notifyFaqError(error, MESSAGES.faqDeleteFailed),
    });
  };
  return (
    <Dialog open={faq !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this FAQ?</DialogTitle>
          <DialogDescription>
            “{faq?.question ?? ''}” will be removed for good. To take it off the Help Center for a while, mark
            it inactive instead.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={remove.isPending} onClick={onConfirm}>
            Delete FAQ
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
