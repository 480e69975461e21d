import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A placeholder block; hidden from assistive tech, so wrap a loading region with a Spinner or aria-busy. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-line/70', className)} {...props} />
  );
}

/** `count` alike placeholders, e.g. the rows of a list while it loads. */
export function Skeletons({ count, className }: { count: number; className?: string }) {
  return Array.from({ length: count }, (_, i) => <Skeleton key={i} className={className} />);
}
