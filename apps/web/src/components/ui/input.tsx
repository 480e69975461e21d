import type { ComponentProps } from 'react';
import { cn } from './cn';

/** Shared look of text-like controls; invalid state follows aria-invalid set by FormField. */
export const controlClasses =
  'w-full rounded-lg border border-line-strong bg-surface px-3 text-base text-ink shadow-xs ' +
  'placeholder:text-ink-muted/80 transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus focus-visible:border-focus ' +
  'disabled:cursor-not-allowed disabled:bg-subtle disabled:opacity-70 ' +
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:outline-danger';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClasses, 'h-11 sm:text-sm', className)} {...props} />;
}
