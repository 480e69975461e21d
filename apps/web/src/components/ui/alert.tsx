import type { ComponentProps, ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, XCircle, type LucideIcon } from 'lucide-react';
import { cn } from './cn';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<AlertTone, { classes: string; icon: LucideIcon }> = {
  info: { classes: 'border-info/25 bg-info-soft text-info-ink', icon: Info },
  success: { classes: 'border-success/25 bg-success-soft text-success-ink', icon: CheckCircle2 },
  warning: { classes: 'border-warning/30 bg-warning-soft text-warning-ink', icon: AlertTriangle },
  error: { classes: 'border-danger/25 bg-danger-soft text-danger-ink', icon: XCircle },
};

interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** Extra content on the right, e.g. a dismiss or retry button. */
  action?: ReactNode;
}

/** Inline message; errors and warnings interrupt screen readers (role=alert), the rest wait politely. */
export function Alert({ tone = 'info', title, action, className, children, ...props }: AlertProps) {
  const { classes, icon: Icon } = tones[tone];
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-lg border p-4 text-sm', classes, className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? 'mt-1' : undefined}>{children}</div> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
