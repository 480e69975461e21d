import type { ComponentProps } from 'react';
import { cn } from './cn';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-subtle text-ink border-line',
  brand: 'bg-brand-soft text-brand-ink border-brand/20',
  accent: 'bg-accent-soft text-accent-ink border-accent/20',
  success: 'bg-success-soft text-success-ink border-success/20',
  warning: 'bg-warning-soft text-warning-ink border-warning/25',
  danger: 'bg-danger-soft text-danger-ink border-danger/20',
  info: 'bg-info-soft text-info-ink border-info/20',
};

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
