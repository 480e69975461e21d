import { useId } from 'react';
import { cn } from '@/components/ui/cn';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  hint?: string;
  /** 'radio': exactly one; 'checkbox': any number. */
  kind: 'radio' | 'checkbox';
  name: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  error?: string;
}

/**
 * A question as a fieldset of native radios or checkboxes: arrow keys, Space and screen readers work as
 * they do everywhere, and every choice is a 44 px tall label that is easy to tap.
 */
export function ChoiceGroup<T extends string>({
  legend,
  hint,
  kind,
  name,
  options,
  selected,
  onToggle,
  error,
}: ChoiceGroupProps<T>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-1 text-base font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {options.map((option) => {
        const checked = selected.includes(option.value);
        return (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
              checked
                ? 'border-brand bg-brand-soft text-ink'
                : 'border-line-strong bg-surface hover:bg-subtle',
            )}
          >
            <input
              type={kind}
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onToggle(option.value)}
              className="size-4 shrink-0 accent-brand"
            />
            <span>{option.label}</span>
          </label>
        );
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
