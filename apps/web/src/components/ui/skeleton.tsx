import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A placeholder block; hidden from assistive tech, so wrap a loading region with a Spinner or aria-busy. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-line/70', className)} {...props} />
  );
}

type SkeletonsProps =
  /** `count` alike placeholders, e.g. the rows of a list while it loads. */
  | { count: number; className?: string }
  /** One placeholder per entry, each its own size: a title, a line, a picture. */
  | { shapes: readonly string[] };

/** Several placeholders, side by side in whatever layout holds them. */
export function Skeletons(props: SkeletonsProps) {
  const shapes =
    'shapes' in props ? props.shapes : Array<string | undefined>(props.count).fill(props.className);
  return shapes.map((className, i) => <Skeleton key={i} className={className} />);
}

/** A reading page while it loads: the title, the byline, the cover picture if it has one, the first lines. */
export function ArticleSkeleton({ cover = false }: { cover?: boolean }) {
  return (
    <>
      <Skeletons shapes={['h-10 w-4/5', 'h-4 w-48']} />
      {cover ? <Skeleton className="aspect-[16/9] w-full rounded-xl" /> : null}
      <Skeletons count={4} className="h-4 w-full" />
    </>
  );
}
