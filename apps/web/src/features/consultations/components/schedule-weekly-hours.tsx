import { useFormContext } from 'react-hook-form';
import { Copy } from 'lucide-react';
import { WEEKDAYS, WEEKDAY_LABELS } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { ScheduleRanges } from './schedule-ranges';
import type { ScheduleFormValues } from './schedule-form-values';

/** Tuesday to Friday, by their index in the form (Monday is 0). */
const OTHER_WEEKDAY_INDEXES = [1, 2, 3, 4] as const;

/** Her hours for each day of the week, in her schedule's zone. */
export function ScheduleWeeklyHours() {
  const { getValues, setValue } = useFormContext<ScheduleFormValues>();
  const copyMonday = () => {
    const monday = getValues('weekly_hours.0.ranges');
    for (const index of OTHER_WEEKDAY_INDEXES) {
      setValue(
        `weekly_hours.${index}.ranges`,
        monday.map((range) => ({ ...range })),
        { shouldDirty: true },
      );
    }
  };

  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-2 text-base font-semibold">Weekly hours</legend>
      <ul className="flex flex-col divide-y divide-line sm:rounded-lg sm:border sm:border-line">
        {WEEKDAYS.map((weekday, index) => (
          <li
            key={weekday}
            className="grid gap-2 py-3 sm:grid-cols-[8.5rem_1fr] sm:items-start sm:gap-4 sm:px-4"
          >
            <div className="flex items-center justify-between gap-2 sm:flex-col sm:items-start">
              <span className="pt-2 font-medium">{WEEKDAY_LABELS[weekday]}</span>
              {weekday === 1 ? (
                <Button type="button" variant="link" size="sm" icon={Copy} onClick={copyMonday}>
                  Copy to weekdays
                </Button>
              ) : null}
            </div>
            <ScheduleRanges name={`weekly_hours.${index}.ranges`} subject={WEEKDAY_LABELS[weekday]} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
