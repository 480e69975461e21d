import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { BUFFER_MINUTES_MAX, MIN_NOTICE_HOURS_MAX, SLOT_MINUTES_OPTIONS } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';
import { FormField } from '@/components/ui/form-field';
import { Input, controlClasses } from '@/components/ui/input';
import { errorAt, type ScheduleFormValues } from './schedule-form-values';
import { SchedulePriceField } from './schedule-price-field';

const selectClasses = cn(controlClasses, 'h-11 sm:text-sm');

/** Every IANA zone this browser knows, with `current` among them even where Intl spells it otherwise. */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones].sort();
}

/** Zone, slot length, buffer, minimum notice and price: the rules every generated slot follows. */
export function ScheduleSettingsFields({ savedZone, currency }: { savedZone: string; currency: string }) {
  const { register, formState } = useFormContext<ScheduleFormValues>();
  const zones = useMemo(() => timeZoneOptions(savedZone), [savedZone]);
  const error = (path: keyof ScheduleFormValues) => errorAt(formState.errors, path);

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <FormField
        label="Time zone"
        hint="Your hours below are in this zone."
        error={error('time_zone')}
        className="sm:col-span-2 lg:col-span-1"
      >
        <select className={selectClasses} {...register('time_zone')}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Visit length" error={error('slot_minutes')}>
        <select className={selectClasses} {...register('slot_minutes', { setValueAs: Number })}>
          {SLOT_MINUTES_OPTIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes} minutes
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Break between visits" hint="Minutes" error={error('buffer_minutes')}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={BUFFER_MINUTES_MAX}
          step={5}
          {...register('buffer_minutes', { valueAsNumber: true })}
        />
      </FormField>
      <FormField
        label="Minimum notice"
        hint="Hours before a visit that patients can still book, cancel or move it"
        error={error('min_notice_hours')}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={MIN_NOTICE_HOURS_MAX}
          {...register('min_notice_hours', { valueAsNumber: true })}
        />
      </FormField>
      <SchedulePriceField currency={currency} />
    </div>
  );
}
