import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A table inside a horizontally scrolling, focusable region so wide data never breaks a phone layout. */
export function Table({ className, 'aria-label': ariaLabel, ...props }: ComponentProps<'table'>) {
  return (
    <div
      className="w-full overflow-x-auto rounded-xl border border-line bg-surface"
      role="region"
      aria-label={ariaLabel}
      tabIndex={0}
    >
      <table
        aria-label={ariaLabel}
        className={cn('w-full caption-bottom text-left text-sm', className)}
        {...props}
      />
    </div>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('px-4 py-3 text-sm text-ink-muted', className)} {...props} />;
}

export function THead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-subtle/60', className)} {...props} />;
}

export function TBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-line', className)} {...props} />;
}

export function Tr({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('transition-colors hover:bg-subtle/40', className)} {...props} />;
}

export function Th({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={cn(
        'h-11 px-4 text-xs font-semibold tracking-wide whitespace-nowrap text-ink-muted uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-middle', className)} {...props} />;
}
