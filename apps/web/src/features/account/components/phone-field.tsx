import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { examplePhone, toSpecPhone, type PhoneCountry } from '@fertilia/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input, controlClasses } from '@/components/ui/input';
import { cn } from '@/components/ui/cn';
import { phoneCountryOptions } from '../lib/phone-country';

interface PhoneFieldProps {
  country: PhoneCountry;
  onCountryChange: (country: PhoneCountry) => void;
  /** What the box holds now, to show the number as it will be saved. */
  number: string | null | undefined;
  numberInput: UseFormRegisterReturn;
  error?: string;
  className?: string;
}

/**
 * A phone number as people know it: the country from a list (a native select, so it is searchable by typing
 * and reads well on every screen reader) and the number as dialled there. The hint shows the spec's stored
 * form as soon as the number is one, so "0612345678" in France visibly becomes +33-612345678.
 */
export function PhoneField({
  country,
  onCountryChange,
  number,
  numberInput,
  error,
  className,
}: PhoneFieldProps) {
  const options = useMemo(() => phoneCountryOptions(navigator.language), []);
  const saved = number ? toSpecPhone(number, country) : null;
  const example = examplePhone(country);
  const hint = saved
    ? `Saved as ${saved}`
    : `Choose the country, then the number as you dial it${example ? `, e.g. ${example}` : ''}.`;
  return (
    <FormField label="Phone" hint={hint} error={error} className={className}>
      {(control) => (
        <div className="flex gap-2">
          <select
            aria-label="Country code"
            aria-describedby={control['aria-describedby']}
            value={country}
            onChange={(event) => onCountryChange(event.target.value as PhoneCountry)}
            className={cn(controlClasses, 'h-11 w-40 shrink-0 truncate sm:w-56 sm:text-sm')}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={example ?? undefined}
            className="min-w-0 flex-1"
            {...numberInput}
          />
        </div>
      )}
    </FormField>
  );
}
