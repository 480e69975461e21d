import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalysis } from '../api/get-analysis';
import { dayAndStage, resultPath } from '../lib/wording';
import { ProgressBar } from './progress-bar';
import { RetryAnalysis } from './retry-analysis';
import { StatusSteps } from './status-steps';

/**
 * The analysis just started, moving live (the page listens to the analyses' events, and polls while the
 * connection is down): its steps, progress with what is being done, then the way to the result.
 */
export function AnalysisStatus({ analysisId }: { analysisId: number }) {
  const analysis = useAnalysis(analysisId);
  return (
    <Card aria-labelledby="embryo-status-title">
      <CardHeader>
        <CardTitle id="embryo-status-title">
          {analysis.data ? `Embryo ${analysis.data.embryo_id}` : 'The analysis'}
        </CardTitle>
        {analysis.data ? (
          <CardDescription>
            {analysis.data.patient ? `${analysis.data.patient.name} · ` : null}
            {dayAndStage(analysis.data.day_of_development)} · age {analysis.data.patient_age}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        <QueryState
          query={analysis}
          loadingLabel="Loading the analysis"
          skeleton={<Skeleton className="h-20" />}
          errorTitle="Unable to load the analysis"
        >
          {(current) => (
            <div className="flex flex-col gap-4">
              <StatusSteps status={current.status} />
              {current.status === 'analyzing' || current.status === 'uploaded' ? (
                <div className="flex flex-col gap-1.5">
                  <p className="text-sm text-ink" aria-live="polite">
                    {current.progress_label || 'Analysing'} · {current.progress}%
                  </p>
                  <ProgressBar value={current.progress} label="Analysis" valueText={current.progress_label} />
                </div>
              ) : null}
              {current.status === 'failed' ? <RetryAnalysis analysis={current} /> : null}
              {current.status === 'analyzed' ? (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <p className="text-sm text-ink" role="status">
                    The analysis is ready.
                  </p>
                  <Button asChild>
                    <Link to={resultPath(current.id)}>
                      Open the result
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  </Button>
                </div>
              ) : null}
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
