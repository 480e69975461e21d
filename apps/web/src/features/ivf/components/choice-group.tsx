import type { ComponentProps, ReactNode } from 'react';

interface ChoiceGroupProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The group's name, which ties the errors' ids to it. */
  name: string;
  children: ReactNode;
}

/** Radios or checkboxes under one legend, with the hint and error announced with the group. */
export function ChoiceGroup({ legend, hint, error, name, children }: ChoiceGroupProps) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">{children}</div>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One radio or checkbox with its clickable label, at least 44 px tall for a finger. */
export function Choice({ label, ...props }: ComponentProps<'input'> & { label: ReactNode }) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-ink">
      <input
        className="size-5 shrink-0 cursor-pointer accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        {...props}
      />
      <span>{label}</span>
    </label>
  );
}
