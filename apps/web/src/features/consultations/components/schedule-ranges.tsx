import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { WEEKLY_RANGES_PER_DAY_MAX } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Input } from '@/components/ui/input';
import { errorAt, nextRange, type ScheduleFormValues } from './schedule-form-values';

type RangesName = `weekly_hours.${number}.ranges` | `exceptions.${number}.ranges`;

interface ScheduleRangesProps {
  name: RangesName;
  /** What the ranges belong to, e.g. "Monday" or "1 December": every control's name starts with it. */
  subject: string;
  /** Shown when there are no ranges, e.g. "Unavailable". */
  emptyText?: string;
}

/** The time ranges of one day, each a start and an end in the schedule's zone, added and removed in place. */
export function ScheduleRanges({ name, subject, emptyText = 'Unavailable' }: ScheduleRangesProps) {
  const { control, register, formState } = useFormContext<ScheduleFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const ranges = useWatch({ control, name }) ?? [];
  const listError = errorAt(formState.errors, name);

  return (
    <div className="flex min-w-0 flex-col gap-2">
      {fields.length === 0 ? <p className="py-2 text-sm text-ink-muted">{emptyText}</p> : null}
      {fields.map((field, index) => {
        const startError = errorAt(formState.errors, `${name}.${index}.start`);
        const endError = errorAt(formState.errors, `${name}.${index}.end`);
        const label = `${subject}, hours ${index + 1}`;
        return (
          <div key={field.id} className="flex flex-col gap-1">
            <div className="grid max-w-md grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] items-center gap-2">
              <Input
                type="time"
                aria-label={`${label}, from`}
                aria-invalid={startError ? true : undefined}
                className="px-2 max-sm:[&::-webkit-calendar-picker-indicator]:hidden"
                {...register(`${name}.${index}.start`)}
              />
              <span aria-hidden="true" className="text-ink-muted">
                –
              </span>
              <Input
                type="time"
                aria-label={`${label}, until`}
                aria-invalid={endError ? true : undefined}
                className="px-2 max-sm:[&::-webkit-calendar-picker-indicator]:hidden"
                {...register(`${name}.${index}.end`)}
              />
              <IconButton
                label={`Remove ${label}`}
                icon={Trash2}
                tone="danger"
                onClick={() => remove(index)}
              />
            </div>
            {startError || endError ? (
              <p className="text-sm font-medium text-danger">{startError ?? endError}</p>
            ) : null}
          </div>
        );
      })}
      {listError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {listError}
        </p>
      ) : null}
      {fields.length < WEEKLY_RANGES_PER_DAY_MAX ? (
        <div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            icon={Plus}
            aria-label={`Add hours on ${subject}`}
            onClick={() => append(nextRange(ranges))}
          >
            Add hours
          </Button>
        </div>
      ) : null}
    </div>
  );
}
