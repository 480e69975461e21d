import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CalendarPlus, Trash2 } from 'lucide-react';
import { SCHEDULE_EXCEPTIONS_MAX, type ScheduleExceptionKind } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Input, controlClasses } from '@/components/ui/input';
import { cn } from '@/components/ui/cn';
import { formatDate } from '@/lib/format';
import { ScheduleRanges } from './schedule-ranges';
import { errorAt, type ScheduleFormValues } from './schedule-form-values';

const KIND_LABELS: Record<ScheduleExceptionKind, string> = {
  day_off: 'Day off',
  extra_hours: 'Different hours',
};

/** Dates that differ from the week: a day off, or other hours than the weekday's. */
export function ScheduleExceptions({ today }: { today: string }) {
  const { control, register, setValue, getValues, formState } = useFormContext<ScheduleFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'exceptions' });
  const exceptions = useWatch({ control, name: 'exceptions' }) ?? [];
  const listError = errorAt(formState.errors, 'exceptions');

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-semibold">Date exceptions</legend>
      <p className="text-sm text-ink-muted">
        Days off and dates with extra hours. A day off clears that date; extra hours add to its usual hours.
      </p>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong px-4 py-3 text-sm text-ink-muted">
          No exceptions: every date follows your weekly hours.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line sm:rounded-lg sm:border sm:border-line">
          {fields.map((field, index) => {
            const current = exceptions[index];
            const date = current?.date ?? '';
            const subject = date ? formatDate(date, 'dayMonth') : `exception ${index + 1}`;
            const dateError = errorAt(formState.errors, `exceptions.${index}.date`);
            const kind = register(`exceptions.${index}.kind`);
            return (
              <li key={field.id} className="flex flex-col gap-3 py-3 sm:px-4">
                <div className="flex flex-wrap items-end gap-3">
                  <label className="flex flex-col gap-1 text-sm font-medium">
                    Date
                    <Input
                      type="date"
                      min={today}
                      className="w-44"
                      aria-invalid={dateError ? true : undefined}
                      {...register(`exceptions.${index}.date`)}
                    />
                  </label>
                  <label className="flex flex-col gap-1 text-sm font-medium">
                    What changes
                    <select
                      className={cn(controlClasses, 'h-11 w-44 sm:text-sm')}
                      {...kind}
                      onChange={(event) => {
                        void kind.onChange(event);
                        const ranges = getValues(`exceptions.${index}.ranges`);
                        if (event.target.value === 'extra_hours' && ranges.length === 0) {
                          setValue(`exceptions.${index}.ranges`, [{ start: '09:00', end: '13:00' }]);
                        }
                      }}
                    >
                      {Object.entries(KIND_LABELS).map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </select>
                  </label>
                  <IconButton
                    label={`Remove the exception on ${subject}`}
                    icon={Trash2}
                    tone="danger"
                    className="ml-auto"
                    onClick={() => remove(index)}
                  />
                </div>
                {dateError ? <p className="text-sm font-medium text-danger">{dateError}</p> : null}
                {current?.kind === 'extra_hours' ? (
                  <ScheduleRanges name={`exceptions.${index}.ranges`} subject={subject} emptyText="" />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {listError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {listError}
        </p>
      ) : null}
      {fields.length < SCHEDULE_EXCEPTIONS_MAX ? (
        <div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            icon={CalendarPlus}
            onClick={() => append({ date: '', kind: 'day_off', ranges: [] })}
          >
            Add a date
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
