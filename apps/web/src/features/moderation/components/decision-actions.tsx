import { useState } from 'react';
import { Check, Trash2, X } from 'lucide-react';
import { MODERATION_MESSAGES, type ModerationDecision } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useModerationDecision } from '../api/decide';
import type { QueueKind } from '../lib/queue-kinds';
import { RemoveDialog } from './remove-dialog';

const CONFIRM: Record<'approve' | 'dismiss', { title: string; description: string; label: string }> = {
  approve: {
    title: 'Approve and close the reports?',
    description:
      'The content stays visible (a hidden item comes back) and every open report is closed as approved.',
    label: 'Approve',
  },
  dismiss: {
    title: 'Dismiss the reports?',
    description: 'The reports are closed as dismissed and a hidden item becomes visible again.',
    label: 'Dismiss reports',
  },
};

/** Approve, Remove (with a reason for the author) or Dismiss one reported item; each asks first. */
export function DecisionActions({ kind, id }: { kind: QueueKind; id: number }) {
  const decision = useModerationDecision(kind);
  const [asking, setAsking] = useState<ModerationDecision | null>(null);

  const run = (choice: ModerationDecision, reason?: string) =>
    decision.mutateAsync({ id, decision: choice, ...(reason === undefined ? {} : { reason }) }).then(
      () => {
        notify.success(MODERATION_MESSAGES.decided[choice]);
        setAsking(null);
      },
      (error: unknown) => {
        notifyError(error, MODERATION_MESSAGES.decisionFailed);
        // The remove dialog stays open to show the error beside the reason; a yes/no question just closes.
        if (choice !== 'remove') setAsking(null);
        throw error;
      },
    );

  const confirming = asking === 'approve' || asking === 'dismiss' ? CONFIRM[asking] : null;

  return (
    <div className="flex flex-wrap gap-2">
      <Button icon={Check} size="sm" variant="secondary" onClick={() => setAsking('approve')}>
        Approve
      </Button>
      <Button icon={Trash2} size="sm" variant="destructive" onClick={() => setAsking('remove')}>
        Remove
      </Button>
      <Button icon={X} size="sm" variant="ghost" onClick={() => setAsking('dismiss')}>
        Dismiss
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={confirming?.title ?? ''}
        description={confirming?.description ?? ''}
        confirmLabel={confirming?.label ?? ''}
        pending={decision.isPending}
        onConfirm={() => {
          if (asking === 'approve' || asking === 'dismiss') run(asking).catch(() => undefined);
        }}
      />
      <RemoveDialog
        open={asking === 'remove'}
        onOpenChange={(open) => setAsking(open ? 'remove' : null)}
        kind={kind}
        onRemove={(reason) => run('remove', reason)}
      />
    </div>
  );
}
