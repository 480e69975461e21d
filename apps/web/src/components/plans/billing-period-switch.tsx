import { useId } from 'react';
import type { BillingPeriod } from '@/lib/plan-price';
import { cn } from '@/components/ui/cn';

const PERIODS: { value: BillingPeriod; label: string }[] = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];

/**
 * Monthly / Yearly: native radio buttons (arrow keys move between them) drawn as one segmented control, so
 * each plan shows one price, the one for the chosen period.
 */
export function BillingPeriodSwitch({
  value,
  onChange,
  className,
  label = 'Billing period',
}: {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  className?: string;
  label?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cn('inline-flex rounded-full border border-line bg-subtle p-1', className)}>
      <legend className="sr-only">{label}</legend>
      {PERIODS.map((period) => (
        <label
          key={period.value}
          className={cn(
            'relative cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium text-ink-muted transition-colors',
            'has-[:checked]:bg-surface has-[:checked]:text-ink has-[:checked]:shadow-sm',
            'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus has-[:focus-visible]:ring-offset-1',
          )}
        >
          <input
            type="radio"
            name={name}
            value={period.value}
            checked={value === period.value}
            onChange={() => onChange(period.value)}
            className="sr-only"
          />
          {period.label}
        </label>
      ))}
    </fieldset>
  );
}
