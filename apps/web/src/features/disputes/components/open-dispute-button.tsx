import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { DISPUTE_REASON_MAX, DISPUTE_REASON_MIN, disputeReasonFormSchema } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { useDiscardGuard } from '@/components/ui/discard-draft';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useZodForm } from '@/lib/use-zod-form';
import { useOpenDispute } from '../api/open-dispute';

export const DISPUTE_OPENED_TOAST = 'Dispute opened';
export const DISPUTE_FAILED = 'Could not open the dispute';

export interface OpenDisputeButtonProps {
  appointmentId: number;
  /** When the dispute window closes (the escrow's release time), ISO 8601. */
  deadline: string;
}

/**
 * "Dispute this payment": a patient tells finance what went wrong with a completed visit, before `deadline`.
 * The payment then stays held until finance decides; every query refetches so the page shows the dispute.
 */
export function OpenDisputeButton({ appointmentId, deadline }: OpenDisputeButtonProps) {
  const [open, setOpen] = useState(false);
  const dispute = useOpenDispute();
  const { key, renew } = useIdempotencyKey();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useZodForm(disputeReasonFormSchema, { defaultValues: { reason: '' } });
  const reason = useWatch({ control, name: 'reason' });
  const close = () => {
    reset();
    setOpen(false);
  };
  const guard = useDiscardGuard(reason.trim() !== '', close);

  const submit = handleSubmit(({ reason }) =>
    dispute.mutate(
      { body: { appointment_id: appointmentId, reason }, key },
      {
        onSuccess: (opened) => {
          renew();
          notify.success(DISPUTE_OPENED_TOAST, { description: opened.message });
          close();
        },
        onError: (error) => {
          notifyError(error, DISPUTE_FAILED);
          applyServerErrors(error, setError, ['reason']);
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : guard.requestClose())}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Dispute this payment
      </Button>
      <DialogContent>
        <DialogHeading
          title="Dispute this payment"
          description={`Tell us what went wrong with this visit. The payment stays on hold until our finance team decides, and you'll be e-mailed the decision. You can dispute it until ${formatDateTime(deadline)}.`}
        />
        <form noValidate aria-label="Dispute" onSubmit={submit} className="flex flex-col gap-4">
          <FormError errors={errors} />
          <FormField
            label="What went wrong"
            hint={`At least ${DISPUTE_REASON_MIN} characters. Our finance team reads it to decide.`}
            error={errors.reason?.message}
            required
          >
            <Textarea rows={5} maxLength={DISPUTE_REASON_MAX} {...register('reason')} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={dispute.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={dispute.isPending}>
              Open dispute
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
      {guard.dialog}
    </Dialog>
  );
}
