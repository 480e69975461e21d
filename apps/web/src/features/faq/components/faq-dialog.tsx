import { MESSAGES, type Faq, type FaqInput } from '@fertilia/contracts';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { useCreateFaq } from '../api/create-faq';
import { useUpdateFaq } from '../api/update-faq';
import { notifyError } from '@/lib/notify-error';
import { FaqForm } from './faq-form';

interface FaqDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry to edit; absent to write a new one. */
  faq?: Faq | null;
  knownCategories?: readonly string[];
}

/** Writes a new FAQ entry or edits one, with the contract's rules checked before anything is sent. */
export function FaqDialog({ open, onOpenChange, faq, knownCategories }: FaqDialogProps) {
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const editing = Boolean(faq);

  const onSubmit = (input: FaqInput) => {
    const saving = faq ? update.mutateAsync({ faqId: faq.id, body: input }) : create.mutateAsync(input);
    return saving.then(
      () => {
        notify.success(faq ? MESSAGES.faqUpdated : MESSAGES.faqCreated);
        onOpenChange(false);
      },
      (error: unknown) => {
        notifyError(error, faq ? MESSAGES.faqUpdateFailed : MESSAGES.faqCreateFailed);
        throw error;
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading
          title={editing ? 'Edit FAQ' : 'New FAQ'}
          description={
            editing
              ? 'Changes show in the Help Center at once.'
              : 'Write the question as a visitor would ask it.'
          }
        />
        {/* Keyed by entry so switching from one entry to another starts from its own values. */}
        <FaqForm
          key={faq?.id ?? 'new'}
          faq={faq ?? undefined}
          knownCategories={knownCategories}
          submitLabel={editing ? 'Save changes' : 'Create FAQ'}
          pending={create.isPending || update.isPending}
          onSubmit={onSubmit}
        />
      </DialogContent>
    </Dialog>
  );
}
