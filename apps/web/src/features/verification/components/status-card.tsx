import type { ReactNode, Ref } from 'react';
import { VERIFICATION_STATUS_LABELS, type VerificationStatus } from '@fertilia/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { STATUS_LOOK } from '../lib/status';

const ICON_COLOURS: Partial<Record<BadgeTone, string>> = {
  warning: 'bg-warning-soft text-warning-ink',
  success: 'bg-success-soft text-success-ink',
  danger: 'bg-danger-soft text-danger-ink',
};

interface StatusCardProps {
  status: VerificationStatus;
  children: ReactNode;
  /** Focused after a submission, so the new status is what the professional (and her reader) meets next. */
  ref?: Ref<HTMLElement>;
}

/** The professional's status, large, with what it means for her now. */
export function StatusCard({ status, children, ref }: StatusCardProps) {
  const { tone, icon: Icon } = STATUS_LOOK[status];
  return (
    <Card className="p-5 sm:p-6">
      <section
        ref={ref}
        tabIndex={-1}
        aria-labelledby="verification-status"
        className="flex items-start gap-3 outline-none sm:gap-4"
      >
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full sm:size-12',
            ICON_COLOURS[tone] ?? 'bg-subtle text-ink',
          )}
        >
          <Icon aria-hidden="true" className="size-5 sm:size-6" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h2
            id="verification-status"
            className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1 sm:min-h-12"
          >
            <span className="text-sm font-medium text-ink-muted">Your status</span>
            <Badge tone={tone} className="px-3 py-1 text-sm">
              {VERIFICATION_STATUS_LABELS[status]}
            </Badge>
          </h2>
          <div className="flex flex-col gap-3 text-sm text-ink">{children}</div>
        </div>
      </section>
    </Card>
  );
}
