import { Link } from 'react-router';
import { ChevronRight, History } from 'lucide-react';
import { chanceInPercent, type IvfPrediction } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { usePredictions } from '../api/get-predictions';
import { chanceInWords } from '../lib/wording';

interface PredictionHistoryProps {
  /** A professional's list names the patient of each estimate. */
  namesPatients?: boolean;
}

/** Her estimates, newest first, 20 at a time; each opens on its own page. */
export function PredictionHistory({ namesPatients = false }: PredictionHistoryProps) {
  const history = usePredictions();
  const items = history.data?.pages.flatMap((page) => page.items);
  return (
    <Card aria-labelledby="ivf-history-title">
      <CardHeader>
        <CardTitle id="ivf-history-title">Earlier estimates</CardTitle>
        <CardDescription>
          Each is kept with the values it was computed from and the model's version.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <QueryState
          query={{ data: items, error: history.error, refetch: history.refetch }}
          loadingLabel="Loading earlier estimates"
          skeleton={<Skeletons count={3} className="h-16" />}
          errorTitle="Unable to load earlier estimates"
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              icon={History}
              title="No estimates yet"
              description="Your estimates appear here, newest first, each with the values it was computed from."
            />
          }
        >
          {(list) => (
            <>
              <ul aria-label="Earlier estimates" className="flex flex-col divide-y divide-line">
                {list.map((prediction) => (
                  <HistoryItem
                    key={prediction.id}
                    prediction={prediction}
                    patient={namesPatients ? prediction.patient.name : undefined}
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

function HistoryItem({ prediction, patient }: { prediction: IvfPrediction; patient?: string }) {
  const who = patient ?? (prediction.computed_by ? `by ${prediction.computed_by.name}` : null);
  return (
    <li>
      <Link
        to={`/ivf-prediction/${prediction.id}`}
        className="flex min-h-11 items-center gap-4 rounded-lg px-2 py-3 hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
      >
        <span aria-hidden="true" className="w-14 shrink-0 text-2xl font-semibold text-ink">
          {chanceInPercent(prediction.one_cycle.probability)}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="sr-only">One cycle: {chanceInWords(prediction.one_cycle)}. </span>
          <span className="text-sm font-medium text-ink">
            {formatDateTime(prediction.created_at)}
            {who ? ` · ${who}` : null}
          </span>
          <span className="text-sm text-ink-muted">
            Age {prediction.inputs.age} · AMH {prediction.inputs.amh_level} {prediction.inputs.amh_unit} · FSH{' '}
            {prediction.inputs.fsh_level} IU/L
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
      </Link>
    </li>
  );
}
