import { Check } from 'lucide-react';
import type { EmbryoImageStatus } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';
import { STATUS_LABELS } from '../lib/wording';

const STEPS = ['uploaded', 'analyzing', 'analyzed'] as const;

/** Uploaded → analysing → analysed, the current step marked for sight and for screen readers. */
export function StatusSteps({ status }: { status: EmbryoImageStatus }) {
  const reached = status === 'failed' ? 1 : STEPS.indexOf(status);
  return (
    <ol aria-label="Analysis steps" className="flex flex-wrap items-center gap-2 text-sm">
      {STEPS.map((step, index) => {
        const done = index < reached || (index === reached && step === 'analyzed');
        const current = index === reached && !done;
        return (
          <li
            key={step}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-1.5 rounded-full border px-3 py-1',
              done && 'border-success/30 bg-success-soft text-success-ink',
              current && 'border-brand bg-brand-soft font-medium text-ink',
              !done && !current && 'border-line text-ink-muted',
            )}
          >
            {done ? <Check aria-hidden="true" className="size-4" /> : null}
            {STATUS_LABELS[step]}
            {done ? <span className="sr-only"> (done)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
