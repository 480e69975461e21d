import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { fieldMessages } from './form-field';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** When given, the box is wrapped with its clickable label. */
  label?: ReactNode;
  /** A line under the box, as FormField shows one under its control. */
  hint?: ReactNode;
  error?: string;
}

/** A native checkbox: keyboard, forms and react-hook-form's register work without glue. */
export function Checkbox({ className, label, hint, error, id, ...props }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const messages = fieldMessages(boxId, hint, error);
  const box = (
    <input
      type="checkbox"
      id={boxId}
      aria-invalid={error ? true : undefined}
      aria-describedby={messages.describedBy}
      className={cn(
        'size-5 shrink-0 cursor-pointer rounded border-line-strong accent-brand',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
  const labelled = label ? (
    <label
      htmlFor={boxId}
      className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink"
    >
      {box}
      <span>{label}</span>
    </label>
  ) : (
    box
  );
  if (!hint && !error) return labelled;
  return (
    <div className="flex flex-col gap-1">
      {labelled}
      {messages.lines}
    </div>
  );
}
