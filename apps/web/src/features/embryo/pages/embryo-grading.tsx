import { useSearchParams } from 'react-router';
import { isProfessional } from '@fertilia/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { hasStatus } from '@/lib/api-client';
import type { LiveSocket } from '@/lib/live-socket';
import { useSession } from '@/lib/session-context';
import { Alert } from '@/components/ui/alert';
import { useAnalysis } from '../api/get-analysis';
import { AnalysisResult } from '../components/analysis-result';
import { AwaitingReview } from '../components/awaiting-review';
import { GradingGuide } from '../components/grading-guide';
import { NotForRole } from '../components/not-for-role';
import { SupportNotice } from '../components/support-notice';
import { isAnalyst } from '../lib/access';
import { dayAndStage } from '../lib/wording';
import { formatDate } from '@/lib/format';
import { useLiveAnalyses } from '../lib/use-live-analyses';

const positiveId = (raw: string | null) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/**
 * /embryo-grading?analysis=<id>: one analysis's result. Without one: how embryos are graded (Gardner for
 * blastocysts, Istanbul for cleavage-stage embryos), and for experts and doctors what awaits their review.
 */
export function EmbryoGradingPage({ connection }: { connection?: LiveSocket }) {
  const { user } = useSession();
  const role = user?.role ?? '';
  const [search] = useSearchParams();
  const id = positiveId(search.get('analysis'));
  const analysis = useAnalysis(isAnalyst(role) ? id : 0);
  useLiveAnalyses(connection);

  if (!isAnalyst(role)) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col">
        <PageHeader title="Embryo grading" />
        <NotForRole />
      </div>
    );
  }
  if (search.has('analysis')) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        <QueryState
          query={
            id > 0 ? analysis : { data: undefined, error: new Error('No such analysis'), refetch: () => {} }
          }
          loadingLabel="Loading the analysis"
          skeleton={<Skeleton className="h-96" />}
          errorTitle="Unable to load the analysis"
          errorHeading="Embryo grading"
          renderError={(error) =>
            id === 0 || hasStatus(error, 404) ? (
              <>
                <PageHeader title="Analysis not found" />
                <Alert tone="error" title="This analysis does not exist, or is not yours to read." />
              </>
            ) : undefined
          }
        >
          {(current) => (
            <>
              <PageHeader
                title={`Embryo ${current.embryo_id}`}
                description={[
                  current.patient ? `Patient: ${current.patient.name}` : null,
                  dayAndStage(current.day_of_development),
                  `age ${current.patient_age}`,
                  formatDate(current.created_at),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                className="mb-0"
              />
              <SupportNotice />
              <AnalysisResult analysis={current} />
            </>
          )}
        </QueryState>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title="Embryo grading"
        description="How embryologists grade embryos, and what each part of a grade means."
        className="mb-0"
      />
      <SupportNotice />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <GradingGuide />
        {isProfessional(role) ? <AwaitingReview /> : null}
      </div>
    </div>
  );
}

export { EmbryoGradingPage as Component };
