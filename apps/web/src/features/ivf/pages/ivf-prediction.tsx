import { useEffect, useRef, useState } from 'react';
import { UserRoundX } from 'lucide-react';
import { isProfessional, type IvfPrediction } from '@fertilia/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadingRegion } from '@/components/ui/query-state';
import { useSession } from '@/lib/session-context';
import { CalibrationCard } from '../components/calibration-card';
import { PlanRequired } from '../components/plan-required';
import { PredictionFormCard } from '../components/prediction-form';
import { PredictionHistory } from '../components/prediction-history';
import { PredictionResult } from '../components/prediction-result';
import type { IvfAccess } from '../lib/access';

const ESTIMATORS = new Set(['patient', 'expert', 'doctor']);

/**
 * /ivf-prediction: her values, the estimate with its interval and explanation, how far to trust the model,
 * and her earlier estimates. An expert or doctor estimates for a patient of hers.
 */
export function IvfPredictionPage({ access }: { access: IvfAccess }) {
  const { user } = useSession();
  const role = user?.role ?? '';
  const professional = isProfessional(role);
  const [latest, setLatest] = useState<IvfPrediction | null>(null);
  const result = useRef<HTMLDivElement>(null);
  // The new estimate is announced by its toast; focus moves to it so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (!latest) return;
    result.current?.scrollIntoView?.({ block: 'start' });
    result.current?.focus({ preventScroll: true });
  }, [latest]);

  const header = (
    <PageHeader
      title="IVF success prediction"
      description={
        professional
          ? "A patient's chance of a live birth from IVF, estimated from the UK fertility register's cycles and her own results: something to discuss with her, never a verdict."
          : "Your chance of a live birth from IVF, estimated from the UK fertility register's cycles and your own results. Something to discuss with your doctor, never a verdict."
      }
    />
  );
  if (!ESTIMATORS.has(role)) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col">
        {header}
        <EmptyState
          icon={UserRoundX}
          title="IVF prediction is for patients and their experts"
          description="Patients estimate for themselves; experts and doctors for their patients."
        />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col">
      {header}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          {access.kind === 'checking' ? (
            <LoadingRegion label="Checking your plan">
              <Skeleton className="h-72" />
            </LoadingRegion>
          ) : access.kind === 'needs-plan' && !professional ? (
            <PlanRequired planName={access.planName} />
          ) : (
            <PredictionFormCard professional={professional} onCreated={setLatest} />
          )}
          {latest ? (
            <div ref={result} tabIndex={-1} className="scroll-mt-4 focus:outline-none">
              <PredictionResult prediction={latest} title={professional ? 'The estimate' : 'Your estimate'} />
            </div>
          ) : null}
          <CalibrationCard />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <PredictionHistory namesPatients={professional} />
        </div>
      </div>
    </div>
  );
}
