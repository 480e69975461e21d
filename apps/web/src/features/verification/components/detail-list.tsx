import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export interface Detail {
  label: string;
  value: ReactNode;
  /** Takes the whole row, e.g. a free-text note. */
  wide?: boolean;
}

/** Labelled facts in a grid: one column on a phone, more where there is room. */
export function DetailList({ details, className }: { details: Detail[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-3 sm:grid-cols-2', className)}>
      {details.map(({ label, value, wide }) => (
        <div key={label} className={cn('min-w-0', wide && 'col-span-full')}>
          <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
          <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
