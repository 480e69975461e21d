import { useId } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/components/ui/cn';

export interface ChipOption<T extends string> {
  value: T;
  label: string;
}

const chipClasses =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'aria-pressed:border-brand aria-pressed:bg-brand-soft aria-pressed:text-brand-ink ' +
  'border-line-strong bg-surface text-ink hover:bg-subtle';

interface ChipButtonProps {
  pressed: boolean;
  onToggle: () => void;
  children: string;
}

/** One tap turns it on, another turns it off: a button with aria-pressed. */
export function ChipButton({ pressed, onToggle, children }: ChipButtonProps) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onToggle} className={chipClasses}>
      {pressed ? <Check aria-hidden="true" className="size-4" /> : null}
      {children}
    </button>
  );
}

interface ChipGroupProps<T extends string> {
  legend: string;
  options: readonly ChipOption<T>[];
  className?: string;
}

/** Pick one (tap the chosen one again to clear it, when `clearable`). */
export function SingleChips<T extends string>({
  legend,
  options,
  value,
  onChange,
  clearable = true,
  className,
}: ChipGroupProps<T> & { value: T | null; onChange: (value: T | null) => void; clearable?: boolean }) {
  return (
    <ChipFieldset legend={legend} className={className}>
      {options.map((option) => (
        <ChipButton
          key={option.value}
          pressed={value === option.value}
          onToggle={() => onChange(value === option.value && clearable ? null : option.value)}
        >
          {option.label}
        </ChipButton>
      ))}
    </ChipFieldset>
  );
}

/** Pick any number. */
export function MultiChips<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: ChipGroupProps<T> & { value: readonly T[]; onChange: (value: T[]) => void }) {
  return (
    <ChipFieldset legend={legend} className={className}>
      {options.map((option) => {
        const pressed = value.includes(option.value);
        return (
          <ChipButton
            key={option.value}
            pressed={pressed}
            onToggle={() =>
              onChange(pressed ? value.filter((v) => v !== option.value) : [...value, option.value])
            }
          >
            {option.label}
          </ChipButton>
        );
      })}
    </ChipFieldset>
  );
}

export function ChipFieldset({
  legend,
  className,
  children,
}: {
  legend: string;
  className?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={cn('flex flex-col gap-2', className)}>
      <span id={id} className="text-sm font-semibold text-ink">
        {legend}
      </span>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
