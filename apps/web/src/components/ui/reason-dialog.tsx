import type { ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useDiscardGuard } from './discard-draft';
import { FormError } from './form-error';
import { applyServerErrors } from '@/lib/api-client';

interface ReasonValues {
  reason: string;
  [field: string]: unknown;
}

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  /** The contract's schema for the request; it checks the reason (and `values`) before anything is sent. */
  schema: z.ZodType<unknown, { reason?: string }>;
  /** Other fields the schema expects besides the reason, e.g. `{ decision: 'remove' }`. */
  values?: Record<string, unknown>;
  /** Resolves when the server accepted it (the dialog closes); a rejection is shown in the form. */
  onSubmit: (reason: string) => Promise<unknown>;
  hint?: ReactNode;
  maxLength?: number;
  destructive?: boolean;
  /** Accessible name of the form, where the page has several. */
  formLabel?: string;
}

/** A question that needs a written reason (reporting, removing): one textarea, Cancel and a submit button. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  schema,
  values,
  onSubmit,
  hint,
  maxLength,
  destructive,
  formLabel,
}: ReasonDialogProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ReasonValues>({
    resolver: zodResolver(schema) as unknown as Resolver<ReasonValues>,
    defaultValues: { ...values, reason: '' },
  });
  // A written reason is not thrown away by a stray Escape or click outside: closing asks first.
  const reason = useWatch({ control, name: 'reason' });
  const guard = useDiscardGuard(reason.trim() !== '', () => {
    reset();
    onOpenChange(false);
  });

  const submit = handleSubmit(({ reason }) =>
    onSubmit(reason).then(
      () => {
        reset();
        onOpenChange(false);
      },
      (error: unknown) => {
        applyServerErrors(error, setError, ['reason']);
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : guard.requestClose())}>
      <DialogContent>
        <DialogHeading title={title} description={description} />
        <form onSubmit={submit} noValidate aria-label={formLabel} className="flex flex-col gap-4">
          <FormError errors={errors} />
          <FormField label="Reason" hint={hint} error={errors.reason?.message} required>
            <Textarea rows={4} maxLength={maxLength} {...register('reason')} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant={destructive ? 'destructive' : 'primary'} loading={isSubmitting}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
      {guard.dialog}
    </Dialog>
  );
}
