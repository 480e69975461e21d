import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { parseMajorAmount } from '@fertilia/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorAt, type ScheduleFormValues } from './schedule-form-values';

/** Minor units as she would type them: 6000 → "60.00", by integers only. */
export const majorText = (minor: number): string =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/**
 * The price per visit (ADR 016), typed in major units ("60" or "59.50") and held by the form in minor units,
 * so the contract's rule checks it; text that is not an amount is held as NaN, which the rule refuses.
 */
export function SchedulePriceField({ currency }: { currency: string }) {
  const { control, formState } = useFormContext<ScheduleFormValues>();
  const { field } = useController({ control, name: 'price' });
  const [text, setText] = useState(() => majorText(field.value ?? 0));
  // A reset of the form (after a save, or another schedule loaded) shows its price; typing sets both, so
  // only a change from outside differs from what the text reads.
  const [shown, setShown] = useState(field.value);
  if (shown !== field.value && !Number.isNaN(field.value)) {
    setShown(field.value);
    if (field.value !== undefined && parseMajorAmount(text) !== field.value) setText(majorText(field.value));
  }
  return (
    <FormField
      label={`Price per visit (${currency})`}
      hint="0 for free visits. Patients pay when they book; you receive it, less the platform fee, after the visit."
      error={errorAt(formState.errors, 'price')}
    >
      <Input
        ref={field.ref}
        name={field.name}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onBlur={field.onBlur}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(parseMajorAmount(event.target.value) ?? Number.NaN);
        }}
      />
    </FormField>
  );
}
