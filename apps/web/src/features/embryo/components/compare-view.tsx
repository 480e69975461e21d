import { Link } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { EmbryoAnalysis } from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { analysisQueryOptions } from '../api/get-analysis';
import { compareProblem } from '../lib/compare';
import { dayAndStage, measured, percentOrDash, resultPath, shownGrade } from '../lib/wording';
import { OutlinedPicture } from './outlined-picture';

const COLUMNS: Record<number, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 xl:grid-cols-4',
};

/** The measurements any of them has, in the order first met, so each column lists the same rows. */
function measurementRows(analyses: EmbryoAnalysis[]) {
  const rows = new Map<string, string>();
  for (const analysis of analyses)
    for (const m of analysis.detailed_assessment?.measurements ?? [])
      if (!rows.has(m.key)) rows.set(m.key, m.label);
  return [...rows];
}

/** One embryo's column: the same rows in the same order as its neighbours', so they read across. */
function CompareColumn({ analysis, rows }: { analysis: EmbryoAnalysis; rows: [string, string][] }) {
  const byKey = new Map((analysis.detailed_assessment?.measurements ?? []).map((m) => [m.key, m]));
  const low = analysis.detailed_assessment?.low_confidence === true;
  return (
    <Card className="flex flex-col gap-3 p-4" aria-labelledby={`compare-${analysis.id}`}>
      <h2 id={`compare-${analysis.id}`} className="text-lg font-semibold text-ink">
        <Link to={resultPath(analysis.id)} className="underline-offset-4 hover:underline">
          Embryo {analysis.embryo_id}
        </Link>
      </h2>
      <p className="text-sm text-ink-muted">{dayAndStage(analysis.day_of_development)}</p>
      <OutlinedPicture analysis={analysis} controls={false} />
      <dl className="flex flex-col divide-y divide-line text-sm">
        <Row
          term="Grade"
          value={`${shownGrade(analysis) ?? '—'}${analysis.review ? ' (reviewed)' : ''}`}
          strong
        />
        <Row
          term="Implantation potential"
          value={percentOrDash(analysis.implantation_potential_score)}
          strong
        />
        <Row
          term="Confidence"
          value={`${percentOrDash(analysis.ai_confidence_score)}${low ? ' · low, do not rely on it' : ''}`}
          warn={low}
        />
        {rows.map(([key, label]) => {
          const m = byKey.get(key);
          return (
            <Row key={key} term={label} value={m ? (measured(m.value, m.unit) ?? 'Not measurable') : '—'} />
          );
        })}
      </dl>
    </Card>
  );
}

function Row({
  term,
  value,
  strong,
  warn,
}: {
  term: string;
  value: string;
  strong?: boolean;
  warn?: boolean;
}) {
  return (
    <div className="flex justify-between gap-3 py-2">
      <dt className="text-ink-muted">{term}</dt>
      <dd
        className={cn(
          'text-right text-ink',
          strong && 'font-semibold',
          warn && 'font-medium text-warning-ink',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** Two to four of one patient's embryos side by side (`?compare=1,2`), stacked on a phone. */
export function CompareView({ ids }: { ids: number[] }) {
  const results = useQueries({ queries: ids.map((id) => analysisQueryOptions(id)) });
  const error = results.find((r) => r.error)?.error ?? null;
  const loaded = results.every((r) => r.data) ? results.map((r) => r.data!) : undefined;
  const back = (
    <Button asChild variant="secondary" className="self-start">
      <Link to="/embryo-analysis">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All analyses
      </Link>
    </Button>
  );
  return (
    <section aria-label="Comparison" className="flex flex-col gap-4">
      {back}
      <QueryState
        query={{ data: loaded, error, refetch: () => results.forEach((r) => void r.refetch()) }}
        loadingLabel="Loading the embryos to compare"
        skeleton={<Skeleton className="h-96" />}
        errorTitle="Unable to load the embryos to compare"
      >
        {(analyses) => {
          const problem = compareProblem(analyses);
          if (problem) return <Alert tone="warning" title={problem} />;
          const rows = measurementRows(analyses);
          const patient = analyses[0]!.patient;
          return (
            <>
              <p className="text-ink">
                {patient ? `${patient.name}’s embryos` : 'Embryos of no patient'}, side by side
              </p>
              <div className={cn('grid gap-4', COLUMNS[analyses.length])}>
                {analyses.map((analysis) => (
                  <CompareColumn key={analysis.id} analysis={analysis} rows={rows} />
                ))}
              </div>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
