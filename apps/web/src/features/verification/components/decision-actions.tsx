import { useState } from 'react';
import { Check, X } from 'lucide-react';
import {
  ROLE_LABELS,
  VERIFICATION_MESSAGES,
  VERIFICATION_REASON_MAX,
  verificationDecisionSchema,
  type VerificationQueueItem,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useDecideVerification } from '../api/decide-verification';
import { fullName } from '../lib/status';

const REJECT = { decision: 'reject' } as const;

/** Approve (after one question) or Refuse (with the reason the professional is told) a waiting submission. */
export function DecisionActions({ entry }: { entry: VerificationQueueItem }) {
  const decide = useDecideVerification();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const name = fullName(entry.applicant);
  const badge = ROLE_LABELS[entry.applicant.role];

  const approve = () =>
    decide.mutateAsync({ id: entry.id, decision: 'approve' }).then(
      () => notify.success(VERIFICATION_MESSAGES.approved),
      (error: unknown) => notifyError(error),
    );
  const reject = (reason: string) =>
    decide.mutateAsync({ id: entry.id, decision: 'reject', reason }).then(
      () => notify.success(VERIFICATION_MESSAGES.rejected),
      (error: unknown) => {
        notifyError(error);
        // The dialog keeps the reason and shows the refusal beside it.
        throw error;
      },
    );

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button icon={Check} onClick={() => setAsking('approve')} className="sm:min-w-32">
        Approve
      </Button>
      <Button icon={X} variant="secondary" onClick={() => setAsking('reject')} className="sm:min-w-32">
        Refuse
      </Button>
      <ConfirmDialog
        open={asking === 'approve'}
        onOpenChange={(open) => setAsking(open ? 'approve' : null)}
        title={`Approve ${name}?`}
        description={`Approve only once licence ${entry.license_number} matches ${name} in the register of ${entry.issuing_body}. They get the ${badge} badge at once and are told by e-mail.`}
        confirmLabel="Approve"
        pending={decide.isPending}
        onConfirm={() => void approve().finally(() => setAsking(null))}
      />
      <ReasonDialog
        open={asking === 'reject'}
        onOpenChange={(open) => setAsking(open ? 'reject' : null)}
        title={`Refuse ${name}'s licence?`}
        description="They are e-mailed your reason and can send corrected details."
        submitLabel="Refuse"
        formLabel="Refuse the licence"
        destructive
        schema={verificationDecisionSchema}
        values={REJECT}
        hint="Say what did not match, so they know what to correct."
        maxLength={VERIFICATION_REASON_MAX}
        onSubmit={reject}
      />
    </div>
  );
}
