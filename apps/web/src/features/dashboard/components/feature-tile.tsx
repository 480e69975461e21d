import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';

interface FeatureTileProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Absent for features that are not built yet: the tile says so instead of linking nowhere. */
  to?: string;
}

export function FeatureTile({ icon: Icon, title, description, to }: FeatureTileProps) {
  const body = (
    <>
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-lg',
          to ? 'bg-brand-soft text-brand' : 'bg-subtle text-ink-muted',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {title}
          {to ? null : <Badge tone="neutral">Not yet available</Badge>}
        </span>
        <span className="text-sm text-ink-muted">{description}</span>
      </span>
      {to ? <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-ink-muted" /> : null}
    </>
  );
  const classes = 'flex h-full items-start gap-3 rounded-xl border border-line bg-surface p-4 shadow-xs';
  if (!to) return <div className={cn(classes, 'border-dashed')}>{body}</div>;
  return (
    <Link
      to={to}
      className={cn(
        classes,
        'transition-colors hover:border-brand/40 hover:bg-brand-soft/40 focus-visible:outline-2 focus-visible:outline-focus',
      )}
    >
      {body}
    </Link>
  );
}
