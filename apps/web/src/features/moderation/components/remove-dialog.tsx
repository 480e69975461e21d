import { REPORT_REASON_MAX, moderationDecisionSchema } from '@fertilia/contracts';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { QUEUES, type QueueKind } from '../lib/queue-kinds';

interface RemoveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: QueueKind;
  /** Resolves when the decision is saved; rejects with the server's error. */
  onRemove: (reason: string) => Promise<unknown>;
}

const REMOVE_DECISION = { decision: 'remove' } as const;

/** Removing needs a reason: the author is told it (same rule as the API). */
export function RemoveDialog({ open, onOpenChange, kind, onRemove }: RemoveDialogProps) {
  const { one: what, removal } = QUEUES[kind];
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Remove this ${what}?`}
      description={`${removal} This cannot be undone.`}
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
