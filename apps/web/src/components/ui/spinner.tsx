import { Loader2 } from 'lucide-react';
import { cn } from './cn';

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; pass null when a surrounding element already says it is loading. */
  label?: string | null;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={cn('size-5 animate-spin text-current', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** A large spinner centred in the space a screen or card will fill, announcing what loads. */
export function PageSpinner({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn('flex justify-center py-16', className)}>
      <Spinner label={label} className="size-8 text-brand" />
    </div>
  );
}
