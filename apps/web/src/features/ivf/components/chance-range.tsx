import { chanceInPercent, type IvfChance } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';
import { chanceInWords } from '../lib/wording';

interface ChanceRangeProps {
  title: string;
  chance: IvfChance;
  /** A comparison marked on the same scale, e.g. the average of her age band. */
  reference?: { value: number; label: string };
  size?: 'large' | 'medium';
}

const percentOf = (fraction: number) => `${Math.min(100, Math.max(0, fraction * 100))}%`;

/**
 * A chance with its 95 % interval: the number, the interval in words, and a 0–100 % bar with the interval as a
 * band and the estimate as a dot. The bar is one image whose name says the same as the words.
 */
export function ChanceRange({ title, chance, reference, size = 'large' }: ChanceRangeProps) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-ink-muted">{title}</p>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span
          className={cn('leading-none font-semibold text-ink', size === 'large' ? 'text-5xl' : 'text-3xl')}
        >
          {chanceInPercent(chance.probability)}
        </span>
        <span className="text-sm text-ink-muted">
          likely between {chanceInPercent(chance.low)} and {chanceInPercent(chance.high)}
        </span>
      </p>
      <div
        role="img"
        aria-label={`${title}: ${chanceInWords(chance)}${reference ? `; ${reference.label} ${chanceInPercent(reference.value)}` : ''}`}
        className="relative mt-1 h-9"
      >
        <div className="absolute inset-x-0 top-3 h-2 rounded-full bg-subtle" />
        {/* The interval: at least a few pixels wide, so a narrow one still shows either side of the estimate. */}
        <div
          className="absolute top-1.5 h-5 min-w-2 -translate-x-[3px] rounded-sm border border-brand/60 bg-brand/25"
          style={{
            left: percentOf(chance.low),
            width: `calc(${percentOf(chance.high)} - ${percentOf(chance.low)} + 6px)`,
          }}
        />
        <div
          className="absolute top-0.5 h-7 w-1 -translate-x-1/2 rounded-full bg-brand"
          style={{ left: percentOf(chance.probability) }}
        />
        {reference ? (
          <div
            className="absolute top-[30px] size-0 -translate-x-1/2 border-x-[5px] border-b-[6px] border-x-transparent border-b-ink-muted"
            style={{ left: percentOf(reference.value) }}
          />
        ) : null}
      </div>
      <div aria-hidden="true" className="flex justify-between text-xs text-ink-muted">
        <span>0%</span>
        <span>50%</span>
        <span>100%</span>
      </div>
    </div>
  );
}
