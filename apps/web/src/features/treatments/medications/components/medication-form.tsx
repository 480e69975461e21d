import { useId, useMemo } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import {
  DOSE_UNITS,
  MEDICATION_MESSAGES,
  MEDICATION_ROUTES,
  MEDICATION_ROUTE_LABELS,
  SCHEDULE_KINDS,
  SCHEDULE_KIND_LABELS,
  medicationInputSchema,
  type Medication,
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
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveMedication } from '../api/save-medication';
import { MEDICATION_FIELDS, medicationValues, newMedicationValues } from '../lib/form-values';
import { NameCombobox } from './name-combobox';
import { CycleDaysField, DatesField, TimesField } from './schedule-fields';

/** The first message of a list field: its own, or that of its first bad item. */
function listError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as FieldError).message ?? (error as { root?: FieldError }).root?.message;
  if (own) return own;
  const items = Object.values(error as Record<string, FieldError | undefined>);
  return items.find((item) => item && typeof item === 'object' && item.message)?.message;
}

const selectClasses = cn(controlClasses, 'h-11 sm:text-sm');

interface MedicationFormProps {
  /** The medication being changed; absent for a new one. */
  medication?: Medication;
  onSaved: () => void;
}

/** A medication and its schedule, checked by the contract's own schema; the API's refusals land on the fields. */
export function MedicationForm({ medication, onSaved }: MedicationFormProps) {
  const ids = useId();
  const zones = useMemo(() => Intl.supportedValuesOf?.('timeZone') ?? [], []);
  const form = useZodForm(medicationInputSchema, {
    defaultValues: medication ? medicationValues(medication) : newMedicationValues(),
  });
  const { register, control, handleSubmit, setValue, setError, watch, formState } = form;
  const { errors } = formState;
  const save = useSaveMedication();
  const kind = watch('schedule_kind');

  const submit = handleSubmit((body) =>
    save.mutate(
      { id: medication?.id, body },
      {
        onSuccess: () => {
          notify.success(MEDICATION_MESSAGES.saved);
          onSaved();
        },
        onError: (error) => applyServerErrors(error, setError, MEDICATION_FIELDS),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormError errors={errors} title="The medication was not saved" />
      <Controller
        control={control}
        name="name"
        render={({ field }) => (
          <FormField
            label="Medication"
            required
            error={errors.name?.message}
            hint="Type a generic or brand name; pick from the list or keep your own."
          >
            {(controlProps) => (
              <NameCombobox
                {...controlProps}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onPick={(match) => {
                  setValue('route', match.entry.route, { shouldValidate: formState.isSubmitted });
                  setValue('dose_unit', match.entry.unit, { shouldValidate: formState.isSubmitted });
                }}
              />
            )}
          </FormField>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Dose" required error={errors.dose?.message}>
          <Input inputMode="decimal" {...register('dose', { valueAsNumber: true })} />
        </FormField>
        <FormField label="Unit" required error={errors.dose_unit?.message}>
          <select {...register('dose_unit')} className={selectClasses}>
            <option value="">Choose</option>
            {DOSE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="How it is taken" required error={errors.route?.message}>
          <select {...register('route')} className={selectClasses}>
            <option value="">Choose</option>
            {MEDICATION_ROUTES.map((route) => (
              <option key={route} value={route}>
                {MEDICATION_ROUTE_LABELS[route]}
              </option>
            ))}
          </select>
        </FormField>
      </div>

      <Controller
        control={control}
        name="times"
        render={({ field }) => (
          <TimesField value={field.value ?? []} onChange={field.onChange} error={listError(errors.times)} />
        )}
      />

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">Which days</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {SCHEDULE_KINDS.map((k) => (
            <label key={k} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" value={k} {...register('schedule_kind')} className="size-4" />
              {SCHEDULE_KIND_LABELS[k]}
            </label>
          ))}
        </div>
      </fieldset>

      {kind === 'every_day' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First day" required error={errors.start_date?.message}>
            <Input type="date" {...register('start_date')} />
          </FormField>
          <FormField label="Last day" hint="Leave empty while it goes on." error={errors.end_date?.message}>
            <Input type="date" {...register('end_date', { setValueAs: (v: string) => v || null })} />
          </FormField>
        </div>
      ) : null}
      {kind === 'cycle_days' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Day 1 of this cycle" required error={errors.start_date?.message}>
            <Input type="date" {...register('start_date')} />
          </FormField>
          <Controller
            control={control}
            name="cycle_days"
            render={({ field }) => (
              <CycleDaysField
                id={`${ids}-cycle-days`}
                value={field.value ?? []}
                onChange={field.onChange}
                error={listError(errors.cycle_days)}
              />
            )}
          />
        </div>
      ) : null}
      {kind === 'dates' ? (
        <Controller
          control={control}
          name="dates"
          render={({ field }) => (
            <DatesField
              value={field.value ?? []}
              onChange={(dates) => {
                field.onChange(dates);
                // The API takes the first date as the start; keep the two together.
                if (dates[0]) setValue('start_date', dates[0]);
              }}
              error={listError(errors.dates) ?? errors.start_date?.message}
            />
          )}
        />
      ) : null}

      <FormField
        label="Time zone"
        required
        error={errors.time_zone?.message}
        hint="Reminders come at these times in this zone."
      >
        <Input list={`${ids}-zones`} autoComplete="off" {...register('time_zone')} />
      </FormField>
      <datalist id={`${ids}-zones`}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>

      <FormField label="Prescribed by" error={errors.prescriber?.message}>
        <Input autoComplete="off" {...register('prescriber')} />
      </FormField>
      <FormField
        label="Instructions"
        error={errors.instructions?.message}
        hint="E.g. with food, in the thigh."
      >
        <Textarea rows={2} {...register('instructions')} />
      </FormField>
      <Controller
        control={control}
        name="reminders_enabled"
        render={({ field }) => (
          <button
            type="button"
            role="switch"
            aria-checked={field.value ?? true}
            onClick={() => field.onChange(!(field.value ?? true))}
            className="inline-flex min-h-11 items-center gap-3 self-start rounded-lg px-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            <span
              aria-hidden="true"
              className={cn(
                'relative inline-block h-6 w-10 shrink-0 rounded-full transition-colors',
                (field.value ?? true) ? 'bg-brand' : 'bg-line-strong',
              )}
            >
              <span
                className={cn(
                  'absolute top-0.5 left-0.5 size-5 rounded-full bg-surface shadow-xs transition-transform',
                  (field.value ?? true) && 'translate-x-4',
                )}
              />
            </span>
            Remind me at each time
          </button>
        )}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={save.isPending}>
          {medication ? 'Save changes' : 'Add medication'}
        </Button>
      </DialogFooter>
    </form>
  );
}
