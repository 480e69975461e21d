import { Link, useParams } from 'react-router';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { IVF_MESSAGES, type IvfPrediction } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { hasStatus } from '@/lib/api-client';
import { useBreadcrumbTitle } from '@/lib/breadcrumb-title';
import { formatDate, formatDateTime } from '@/lib/format';
import { usePrediction } from '../api/get-prediction';
import { PredictionResult } from '../components/prediction-result';
import { inputRows } from '../lib/wording';

const BackToEstimates = () => (
  <Link
    to="/ivf-prediction"
    className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-brand-strong hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    All estimates
  </Link>
);

const notFound = (
  <>
    <h1 className="sr-only">{IVF_MESSAGES.notFound}</h1>
    <EmptyState
      icon={FileQuestion}
      title={IVF_MESSAGES.notFound}
      description="It may belong to someone else, or the link is wrong."
      action={
        <Button asChild>
          <Link to="/ivf-prediction">Back to IVF prediction</Link>
        </Button>
      }
    />
  </>
);

/** The values an estimate was computed from, as she entered them. */
function InputsCard({ prediction }: { prediction: IvfPrediction }) {
  return (
    <Card role="region" aria-labelledby="ivf-inputs-title">
      <CardHeader>
        <CardTitle id="ivf-inputs-title">Values entered</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
          {inputRows(prediction.inputs).map((row) => (
            <div key={row.label} className="flex flex-col">
              <dt className="text-sm text-ink-muted">{row.label}</dt>
              <dd className="font-medium text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** /ivf-prediction/:predictionId: one earlier estimate and the values it came from. */
export function Component() {
  const { predictionId = '' } = useParams();
  const id = /^\d+$/.test(predictionId) ? Number(predictionId) : 0;
  const prediction = usePrediction(id);
  const title = prediction.data ? `Estimate of ${formatDate(prediction.data.created_at)}` : undefined;
  useBreadcrumbTitle(prediction.isError ? null : title);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <BackToEstimates />
      {id === 0 ? notFound : null}
      {id === 0 ? null : (
        <QueryState
          query={prediction}
          loadingLabel="Loading the estimate"
          skeleton={<Skeletons shapes={['h-10 w-2/3', 'h-96', 'h-48']} />}
          errorTitle="Unable to load the estimate"
          errorHeading="IVF prediction"
          renderError={(error) => (hasStatus(error, 404, 422) ? notFound : undefined)}
        >
          {(data) => (
            <>
              <header>
                <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
                  Estimate of {formatDateTime(data.created_at)}
                </h1>
              </header>
              <PredictionResult prediction={data} title="The estimate" />
              <InputsCard prediction={data} />
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
