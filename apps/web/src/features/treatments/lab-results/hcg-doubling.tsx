import { formatDate, formatNumber } from '@/lib/format';
import type { LabResult } from '@fertilia/contracts';
import { hcgSteps } from './lib/hcg';

/** The doubling time between each two consecutive β-hCG results, read in plain words. */
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
        <ul className="flex flex-col gap-2">
          {steps.map((s) => (
            <li key={s.to.id}>
              <span className="font-medium text-ink">
                {formatDate(s.from.taken_on)} → {formatDate(s.to.taken_on)}:{' '}
                {formatNumber(Math.round(s.fromValue))} → {formatNumber(Math.round(s.toValue))} IU/L
                {s.doublingHours !== null
                  ? `, doubling time ${formatNumber(Math.round(s.doublingHours))} hours`
                  : ''}
              </span>
              <br />
              <span className="text-ink-muted">{s.reading}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-ink-muted">
        This is arithmetic on your numbers, not a diagnosis: only your clinic can say what they mean for your
        pregnancy.
      </p>
    </div>
  );
}
