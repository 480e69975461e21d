import type { LabResult } from '@fertilia/contracts';
import { formatDate, formatNumber } from '@/lib/format';
import { hcgSteps } from './lib/hcg';

/** The doubling time between each two consecutive β-hCG results, read in plain words with its source. */
export function HcgDoubling({ results }: { results: readonly LabResult[] }) {
  const steps = hcgSteps(results);
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-subtle p-3 text-sm">
      <h4 className="font-semibold text-ink">How fast β-hCG rose</h4>
      {steps.length === 0 ? (
        <p className="text-ink-muted">
          Add a second β-hCG result from another day (usually 48 hours later) to see how fast it rose.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {steps.map(({ from, to, fromValue, toValue, reading }) => (
            <li key={to.id} className="flex flex-col gap-0.5">
              <span className="font-medium text-ink">
                {formatDate(from.taken_on)} → {formatDate(to.taken_on)}: {formatNumber(Math.round(fromValue))}{' '}
                → {formatNumber(Math.round(toValue))} IU/L
                {reading.doubling_hours !== null
                  ? `, doubling time ${formatNumber(Math.round(reading.doubling_hours))} hours`
                  : ''}
              </span>
              <span className="text-ink-muted">{reading.words}</span>
              <span className="text-xs text-ink-muted">
                Source:{' '}
                <a href={reading.source_url} target="_blank" rel="noreferrer" className="underline">
                  {reading.source}
                </a>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-ink-muted">
        This is arithmetic on your numbers, for information and not a diagnosis: only your clinic can say what
        they mean for your pregnancy.
      </p>
    </div>
  );
}
