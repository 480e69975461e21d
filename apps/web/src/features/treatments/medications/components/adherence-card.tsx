import type { Adherence } from '@fertilia/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatPercent } from '@/lib/format';
import { useAdherence } from '../api/adherence';

type Day = Adherence['medications'][number]['days'][number];

/** A day's square: all taken, some, none, or nothing scheduled. */
function dayLook(d: Day): { className: string; words: string } {
  const date = formatDate(d.date);
  if (d.scheduled === 0) return { className: 'bg-subtle', words: `${date}: nothing scheduled` };
  const parts = [`${d.taken} of ${d.scheduled} taken`];
  if (d.skipped) parts.push(`${d.skipped} skipped`);
  if (d.missed) parts.push(`${d.missed} missed`);
  const className = d.taken === d.scheduled ? 'bg-success' : d.taken > 0 ? 'bg-warning' : 'bg-danger';
  return { className, words: `${date}: ${parts.join(', ')}` };
}

const rateText = (rate: number | null) => (rate === null ? 'nothing scheduled' : formatPercent(rate));

/** Doses taken over the last days: the rate overall and per medication, with a square per day. */
export function AdherenceCard({ patientId }: { patientId: number | null }) {
  const adherence = useAdherence(patientId);
  return (
    <Card role="region" aria-labelledby="adherence-title">
      <CardHeader>
        <CardTitle id="adherence-title">Doses taken</CardTitle>
        <CardDescription>
          {adherence.data
            ? `${formatDate(adherence.data.from)} to ${formatDate(adherence.data.to)}; doses still to come today are not counted.`
            : 'The last 14 days.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={adherence}
          loadingLabel="Loading doses taken"
          skeleton={<Skeleton className="h-20" />}
          errorTitle="Unable to load doses taken"
          isEmpty={(data) => data.scheduled === 0}
          empty={<p className="text-sm text-ink-muted">No doses were due in these days yet.</p>}
        >
          {(data) => (
            <div className="flex flex-col gap-4">
              <p className="text-sm">
                <span className="text-2xl font-semibold">{rateText(data.rate)}</span> taken · {data.taken} of{' '}
                {data.scheduled} doses, {data.skipped} skipped, {data.missed} missed
              </p>
              <ul className="flex flex-col gap-3" aria-label="Doses taken per medication">
                {data.medications.map((m) => (
                  <li key={m.medication_id} className="flex flex-col gap-1">
                    <p className="text-sm">
                      <span className="font-medium">{m.name}</span>: {rateText(m.rate)} ({m.taken} of{' '}
                      {m.scheduled})
                    </p>
                    <ol
                      aria-label={`${m.name}, day by day`}
                      className="grid max-w-md gap-1"
                      style={{
                        gridTemplateColumns: `repeat(${Math.min(m.days.length, 14)}, minmax(0, 1fr))`,
                      }}
                    >
                      {m.days.map((d) => {
                        const look = dayLook(d);
                        return (
                          <li
                            key={d.date}
                            title={look.words}
                            className={cn('aspect-square max-w-6 rounded-sm', look.className)}
                          >
                            <span className="sr-only">{look.words}</span>
                          </li>
                        );
                      })}
                    </ol>
                  </li>
                ))}
              </ul>
              <p className="flex flex-wrap gap-3 text-xs text-ink-muted" aria-hidden="true">
                <span className="inline-flex items-center gap-1">
                  <span className="size-3 rounded-sm bg-success" /> all taken
                </span>
                <span className="inline-flex items-center gap-1">
                  <span className="size-3 rounded-sm bg-warning" /> some
                </span>
                <span className="inline-flex items-center gap-1">
                  <span className="size-3 rounded-sm bg-danger" /> none
                </span>
                <span className="inline-flex items-center gap-1">
                  <span className="size-3 rounded-sm bg-subtle" /> none due
                </span>
              </p>
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
