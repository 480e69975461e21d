import { Link } from 'react-router';
import { ChevronRight, ClipboardCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useAnalyses } from '../api/get-analyses';
import { dayAndStage, resultPath } from '../lib/wording';

/** How many of the newest analyses the list offers: a short list to start from, not a work queue. */
const SHOWN = 5;

/** For experts and doctors: the newest finished analyses nobody has reviewed yet. */
export function AwaitingReview() {
  const history = useAnalyses();
  const waiting = history.data?.pages
    .flatMap((page) => page.items)
    .filter(
      (analysis) => analysis.status === 'analyzed' && analysis.review === null && analysis.ai_grade !== null,
    )
    .slice(0, SHOWN);
  return (
    <Card aria-labelledby="embryo-awaiting-title" className="self-start">
      <CardHeader>
        <CardTitle id="embryo-awaiting-title">Awaiting your review</CardTitle>
        <CardDescription>
          Finished analyses whose grade nobody has confirmed or corrected yet.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={{ data: waiting, error: history.error, refetch: history.refetch }}
          loadingLabel="Loading analyses awaiting review"
          skeleton={<Skeletons count={2} className="h-12" />}
          errorTitle="Unable to load analyses"
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState icon={ClipboardCheck} title="Nothing awaits your review" />}
        >
          {(list) => (
            <ul aria-label="Awaiting review" className="flex flex-col divide-y divide-line">
              {list.map((analysis) => (
                <li key={analysis.id}>
                  <Link
                    to={resultPath(analysis.id)}
                    className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    <span className="w-12 text-lg font-semibold text-ink">{analysis.ai_grade}</span>
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="text-sm font-medium text-ink">
                        Embryo {analysis.embryo_id}
                        {analysis.patient ? ` · ${analysis.patient.name}` : null}
                      </span>
                      <span className="text-sm text-ink-muted">
                        {dayAndStage(analysis.day_of_development)} · {formatDateTime(analysis.created_at)}
                      </span>
                    </span>
                    <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
