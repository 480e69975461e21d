import { Star } from 'lucide-react';
import { RATING_MAX } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';
import { formatNumber } from '@/lib/format';

/** A rating shown as stars, named for screen readers ("4.5 out of 5"). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const label = `${formatNumber(rating, { maximumFractionDigits: 1 })} out of ${RATING_MAX}`;
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-4', i < Math.round(rating) ? 'fill-warning text-warning' : 'text-line-strong')}
        />
      ))}
    </span>
  );
}
