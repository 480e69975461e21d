import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A plain <label>: no Radix, so forms on the landing page (FormField) stay light. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn(
        'text-sm font-medium text-ink peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}
