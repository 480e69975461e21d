import { MESSAGES, type Faq } from '@fertilia/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useDeleteFaq } from '../api/delete-faq';
import { notifyError } from '@/lib/notify-error';

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
      onError: (error) => notifyError(error, MESSAGES.faqDeleteFailed),
    });
  };
  return (
    <ConfirmDialog
      open={faq !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete this FAQ?"
      description={
        <>
          “{faq?.question ?? ''}” will be removed for good. To take it off the Help Center for a while, mark
          it inactive instead.
        </>
      }
      confirmLabel="Delete FAQ"
      onConfirm={onConfirm}
      pending={remove.isPending}
      destructive
    />
  );
}
