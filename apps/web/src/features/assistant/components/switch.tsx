import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  /** One line under the label saying what turning it on means. */
  description?: ReactNode;
  disabled?: boolean;
  id: string;
}

/** An on/off choice (role="switch") named by its label and described by the line under it. */
export function Switch({ checked, onChange, label, description, disabled, id }: SwitchProps) {
  return (
    <div className="flex items-start gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-10 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-50',
          'before:absolute before:-inset-2.5 before:content-[""]',
          checked ? 'bg-brand' : 'bg-line-strong',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'absolute left-0.5 size-5 rounded-full bg-surface shadow-xs transition-transform',
            checked && 'translate-x-4',
          )}
        />
      </button>
      <div className="min-w-0 text-sm">
        <label htmlFor={id} id={`${id}-label`} className="font-medium text-ink">
          {label}
        </label>
        {description ? (
          // A phone keeps its height for the conversation: the line is read to screen readers there.
          <p id={`${id}-description`} className="text-xs text-ink-muted max-sm:sr-only">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
