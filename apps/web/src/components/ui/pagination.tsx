import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { Button } from './button';
import { cn } from './cn';

interface PaginationProps {
  skip: number;
  limit: number;
  total: number;
  /** Called with the new skip value. */
  onChange: (skip: number) => void;
  className?: string;
  /** Names the navigation landmark when a page has more than one pager. */
  label?: string;
}

/** Pages through a skip/limit list and says "x–y of total". */
export function Pagination({
  skip,
  limit,
  total,
  onChange,
  className,
  label = 'Pagination',
}: PaginationProps) {
  const first = total === 0 ? 0 : skip + 1;
  const last = Math.min(skip + limit, total);
  const hasPrevious = skip > 0;
  const hasNext = skip + limit < total;
  return (
    <nav aria-label={label} className={cn('flex items-center justify-between gap-3 py-3', className)}>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)}
      </p>
      <div className="flex gap-2">
        <Button
          icon={ChevronLeft}
          variant="secondary"
          size="sm"
          disabled={!hasPrevious}
          onClick={() => onChange(Math.max(0, skip - limit))}
        >
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onChange(skip + limit)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
