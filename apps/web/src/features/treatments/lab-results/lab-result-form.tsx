import { useEffect } from 'react';
import {
  LAB_MESSAGES,
  LAB_TEST_GROUP_LABELS,
  LAB_TEST_INFO,
  labResultInputSchema,
  standardUnitOf,
  unitsOf,
  type LabResult,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input, controlClasses } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveLabResult } from './api/lab-results';
import { TESTS_BY_GROUP, conversionHint, initialValues, isLabTest, toNumber } from './lib/form-values';

const FIELDS = ['test', 'value', 'unit', 'taken_on', 'cycle_day', 'lab_name', 'notes'];
const SELECT_CLASS = cn(controlClasses, 'h-11 sm:text-sm');

interface LabResultFormProps {
  /** The result being corrected, or null for a new one. */
  result: LabResult | null;
  onSaved: () => void;
}

/** A result as printed on her lab report, checked by the contract; the API flags it against its range. */
export function LabResultForm({ result, onSaved }: LabResultFormProps) {
  const form = useZodForm(labResultInputSchema, { defaultValues: initialValues(result), mode: 'onTouched' });
  const { register, handleSubmit, setError, setValue, watch, getValues } = form;
  const { errors, isSubmitting } = form.formState;
  const save = useSaveLabResult();
  const test = watch('test');
  const unit = watch('unit');
  const value = watch('value');
  const units = isLabTest(test) ? unitsOf(test) : [];

  // A new test starts in its standard unit; a unit the test has not is never left chosen.
  useEffect(() => {
    if (isLabTest(test) && !unitsOf(test).includes(getValues('unit')))
      setValue('unit', standardUnitOf(test), { shouldValidate: false });
  }, [test, getValues, setValue]);

  const onSubmit = handleSubmit(
    (values) =>
      new Promise<void>((settled) =>
        save.mutate(
          { id: result?.id ?? null, body: values },
          {
            onSuccess: () => {
              notify.success(LAB_MESSAGES.saved);
              onSaved();
            },
            onError: (error) => {
              notifyError(error, 'The lab result was not saved');
              applyServerErrors(error, setError, FIELDS);
            },
            onSettled: () => settled(),
          },
        ),
      ),
  );

  const hint = conversionHint(test, value, unit);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormError errors={errors} title="The lab result was not saved" />
      <FormField
        label="Test"
        required
        hint={isLabTest(test) ? LAB_TEST_INFO[test].about : 'Pick the test as named on your report.'}
        error={errors.test?.message}
      >
        <select className={SELECT_CLASS} {...register('test')}>
          <option value="">Choose a test</option>
          {TESTS_BY_GROUP.map(({ group, tests }) => (
            <optgroup key={group} label={LAB_TEST_GROUP_LABELS[group]}>
              {tests.map((t) => (
                <option key={t} value={t}>
                  {LAB_TEST_INFO[t].label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Value" required hint={hint ?? undefined} error={errors.value?.message}>
          <Input inputMode="decimal" {...register('value', { setValueAs: (v) => toNumber(v, undefined) })} />
        </FormField>
        <FormField label="Unit" required error={errors.unit?.message}>
          <select className={SELECT_CLASS} disabled={units.length === 0} {...register('unit')}>
            {units.length === 0 ? <option value="">Choose the test first</option> : null}
            {units.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Date taken" required error={errors.taken_on?.message}>
          <Input type="date" {...register('taken_on')} />
        </FormField>
        <FormField
          label="Cycle day"
          hint="Day 1 is the first day of your period"
          error={errors.cycle_day?.message}
        >
          <Input inputMode="numeric" {...register('cycle_day', { setValueAs: (v) => toNumber(v, null) })} />
        </FormField>
      </div>
      <FormField label="Laboratory" error={errors.lab_name?.message}>
        <Input autoComplete="off" {...register('lab_name')} />
      </FormField>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...register('notes')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={isSubmitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={isSubmitting}>
          {result ? 'Save changes' : 'Add result'}
        </Button>
      </DialogFooter>
    </form>
  );
}
