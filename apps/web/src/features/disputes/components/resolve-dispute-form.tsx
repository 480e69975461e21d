import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  DISPUTE_NOTE_MAX,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_OUTCOMES,
  disputeResolveFormSchema,
  formatMoney,
  percentOf,
  type DisputeDetail,
  type DisputeResolve,
} from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/components/ui/cn';
import { applyServerErrors } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useZodForm } from '@/lib/use-zod-form';
import { useResolveDispute } from '../api/resolve-dispute';

export const RESOLVED_TOAST = 'Dispute resolved';
export const RESOLVE_FAILED = 'Could not resolve the dispute';

const OUTCOME_HINTS = {
  release: 'The expert is paid, less the platform fee.',
  refund: 'Everything held goes back to the patient’s wallet.',
  partial_refund: 'Part goes back to the patient; the rest is paid to the expert, less the fee.',
} as const;

/** Who gets what under a decision: the same integer arithmetic as the ledger's settlement. */
export function splitOf(body: DisputeResolve, held: number, feePercent: number) {
  const refund =
    body.outcome === 'release' ? 0 : body.outcome === 'refund' ? held : (body.refund_amount ?? 0);
  const released = held - refund;
  const fee = percentOf(released, feePercent);
  return { refund, fee, toExpert: released - fee };
}

/**
 * Finance's decision on an open dispute: an outcome, a refund typed in major units for a partial one, and a
 * note both sides are mailed; then a confirmation that says who gets what before any money moves.
 */
export function ResolveDisputeForm({
  dispute,
  onResolved,
}: {
  dispute: DisputeDetail;
  onResolved: () => void;
}) {
  const held = dispute.held;
  const form = useZodForm(disputeResolveFormSchema(held), {
    defaultValues: { outcome: 'release', refund: '', note: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = form;
  const outcome = useWatch({ control, name: 'outcome' });
  const [confirming, setConfirming] = useState<DisputeResolve | null>(null);
  const resolve = useResolveDispute();
  const { key, renew } = useIdempotencyKey();

  const money = (amount: number) => formatMoney({ amount, currency: held.currency });

  const confirm = () => {
    if (!confirming) return;
    resolve.mutate(
      { id: dispute.id, body: confirming, key },
      {
        onSuccess: () => {
          renew();
          notify.success(RESOLVED_TOAST, {
            description: 'Both sides are e-mailed the decision and your note.',
          });
          onResolved();
        },
        onError: (error) => {
          notifyError(error, RESOLVE_FAILED);
          setConfirming(null);
          applyServerErrors(error, setError, ['note']);
        },
      },
    );
  };

  if (confirming) {
    const split = splitOf(confirming, held.amount, dispute.fee_percent);
    return (
      <div className="flex flex-col gap-4" role="group" aria-label="Confirm the decision">
        <Alert tone="warning" title="Confirm the decision">
          This moves money at once and cannot be undone.
        </Alert>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-muted">Decision</dt>
          <dd className="text-right font-medium">{DISPUTE_OUTCOME_LABELS[confirming.outcome]}</dd>
          <dt className="text-ink-muted">Refund to {dispute.patient?.name ?? 'the patient'}</dt>
          <dd className="text-right font-medium tabular-nums">{money(split.refund)}</dd>
          <dt className="text-ink-muted">Paid to {dispute.expert?.name ?? 'the expert'}</dt>
          <dd className="text-right font-medium tabular-nums">{money(split.toExpert)}</dd>
          <dt className="text-ink-muted">Platform fee ({dispute.fee_percent} %)</dt>
          <dd className="text-right font-medium tabular-nums">{money(split.fee)}</dd>
        </dl>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="secondary"
            onClick={() => setConfirming(null)}
            disabled={resolve.isPending}
          >
            Back
          </Button>
          <Button type="button" onClick={confirm} loading={resolve.isPending}>
            Confirm decision
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Resolve the dispute"
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((body) => setConfirming(body))}
    >
      <FormError errors={errors} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">Decision</legend>
        {DISPUTE_OUTCOMES.map((value) => (
          <label
            key={value}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
              outcome === value ? 'border-brand bg-brand-soft/40' : 'border-line bg-surface',
            )}
          >
            <input type="radio" value={value} className="mt-1 size-4 accent-brand" {...register('outcome')} />
            <span>
              <span className="block text-sm font-medium text-ink">{DISPUTE_OUTCOME_LABELS[value]}</span>
              <span className="block text-sm text-ink-muted">{OUTCOME_HINTS[value]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {outcome === 'partial_refund' ? (
        <FormField
          label={`Refund (${held.currency})`}
          hint={`More than zero and less than the ${money(held.amount)} held, e.g. 25.00`}
          error={errors.refund?.message}
          required
        >
          <Input inputMode="decimal" autoComplete="off" className="w-40" {...register('refund')} />
        </FormField>
      ) : null}
      <FormField
        label="Note to both sides"
        hint="Both the patient and the expert are e-mailed this note with the decision."
        error={errors.note?.message}
        required
      >
        <Textarea rows={3} maxLength={DISPUTE_NOTE_MAX} {...register('note')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit">Review decision</Button>
      </div>
    </form>
  );
}
