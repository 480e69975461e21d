import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Microscope } from 'lucide-react';
import type { EmbryoAnalysis } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { useAnalyses } from '../api/get-analyses';
import { COMPARE_MAX, compareProblem } from '../lib/compare';
import { AnalysisRow } from './analysis-row';

/**
 * Her analyses, newest first, 20 at a time; each opens its result. Two to four finished ones of the same
 * patient can be chosen and compared side by side.
 */
export function AnalysisHistory({ namesPatients }: { namesPatients: boolean }) {
  const history = useAnalyses();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<EmbryoAnalysis[]>([]);
  const items = history.data?.pages.flatMap((page) => page.items);
  const problem = compareProblem(chosen);

  const select = (analysis: EmbryoAnalysis, on: boolean) =>
    setChosen((current) =>
      on
        ? [...current.filter((a) => a.id !== analysis.id), analysis].slice(-COMPARE_MAX)
        : current.filter((a) => a.id !== analysis.id),
    );

  return (
    <Card aria-labelledby="embryo-history-title">
      <CardHeader>
        <CardTitle id="embryo-history-title">Analyses</CardTitle>
        <CardDescription>
          Newest first. Tick two to four embryos of one patient to compare them.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <QueryState
          query={{ data: items, error: history.error, refetch: history.refetch }}
          loadingLabel="Loading analyses"
          skeleton={<Skeletons count={3} className="h-20" />}
          errorTitle="Unable to load analyses"
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              icon={Microscope}
              title="No embryo images yet — upload the first one"
              description="Each analysis appears here, newest first, with its grade and how sure it is."
            />
          }
        >
          {(list) => (
            <>
              <div className="flex flex-col gap-2 rounded-lg bg-subtle/60 p-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-ink" aria-live="polite">
                  {chosen.length === 0 ? 'None chosen to compare' : `${chosen.length} chosen`}
                  {chosen.length > 0 && problem ? ` · ${problem}` : null}
                </p>
                <Button
                  size="sm"
                  disabled={problem !== null}
                  onClick={() => navigate(`/embryo-analysis?compare=${chosen.map((a) => a.id).join(',')}`)}
                >
                  Compare side by side
                </Button>
              </div>
              <ul aria-label="Embryo analyses" className="flex flex-col divide-y divide-line">
                {list.map((analysis) => (
                  <AnalysisRow
                    key={analysis.id}
                    analysis={analysis}
                    namesPatient={namesPatients}
                    selected={chosen.some((a) => a.id === analysis.id)}
                    onSelect={(on) => select(analysis, on)}
                  />
                ))}
              </ul>
              {history.hasNextPage ? (
                <Button
                  variant="secondary"
                  className="self-center"
                  loading={history.isFetchingNextPage}
                  onClick={() => void history.fetchNextPage()}
                >
                  Show more
                </Button>
              ) : null}
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
