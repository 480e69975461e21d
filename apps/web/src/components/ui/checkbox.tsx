import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** When given, the box is wrapped with its clickable label. */
  label?: ReactNode;
}

/** A native checkbox: keyboard, forms and react-hook-form's register work without glue. */
export function Checkbox({ className, label, id, ...props }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const box = (
    <input
      type="checkbox"
      id={boxId}
      className={cn(
        'size-5 shrink-0 cursor-pointer rounded border-line-strong accent-brand',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
  if (!label) return box;
  return (
    <label
      htmlFor={boxId}
      className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink"
    >
      {box}
      <span>{label}</span>
    </label>
  );
}
