import { cn } from '@/components/ui/cn';

interface ProgressBarProps {
  /** 0–100. */
  value: number;
  /** Names the bar for screen readers: "Upload", "Analysis". */
  label: string;
  /** What is happening now, read beside the percentage. */
  valueText?: string;
  className?: string;
}

/** A determinate progress bar with its percentage in words for assistive technology. */
export function ProgressBar({ value, label, valueText, className }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ? `${percent}% · ${valueText}` : `${percent}%`}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-subtle', className)}
    >
      <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
