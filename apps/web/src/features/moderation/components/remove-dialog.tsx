import { REPORT_REASON_MAX, moderationDecisionSchema } from '@fertilia/contracts';
import { ReasonDialog } from '@/components/ui/reason-dialog';

interface RemoveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  what: 'post' | 'comment' | 'message';
  /** Resolves when the decision is saved; rejects with the server's error. */
  onRemove: (reason: string) => Promise<unknown>;
}

const REMOVE_DECISION = { decision: 'remove' } as const;

/** Removing needs a reason: the author reads it in the e-mail that tells them (same rule as the API). */
export function RemoveDialog({ open, onOpenChange, what, onRemove }: RemoveDialogProps) {
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Remove this ${what}?`}
      description={`${
        what === 'message'
          ? 'The participants will read it as removed, and its sender is told the reason you give.'
          : 'Members will no longer see it, and its author is e-mailed the reason you give.'
      } This cannot be undone.`}
      submitLabel={`Remove ${what}`}
      formLabel={`Remove ${what}`}
      destructive
      schema={moderationDecisionSchema}
      values={REMOVE_DECISION}
      hint="Written to the author; say which guideline it breaks."
      maxLength={REPORT_REASON_MAX}
      onSubmit={onRemove}
    />
  );
}
