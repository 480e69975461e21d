import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import { Button } from './button';
import { Card } from './card';
import { cn } from './cn';

/**
 * A feature her plan does not include: which plan it is part of (by name when known), what it does, and the
 * way to the plans; `actions` adds ways to go on meanwhile.
 */
export function PlanRequired({
  feature,
  planName,
  children,
  actions,
  className,
}: {
  /** The feature as a sentence's subject: "IVF prediction", "The AI assistant". */
  feature: string;
  planName: string | null;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('flex flex-col gap-4 p-6', className)}>
      <div className="flex items-start gap-3">
        <LockKeyhole aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand" />
        <div>
          <h2 className="text-lg font-semibold text-ink">
            {planName ? `${feature} is part of the ${planName} plan` : `${feature} is part of a paid plan`}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{children}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/pricing">See plans</Link>
        </Button>
        {actions}
      </div>
    </Card>
  );
}
