import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isProfessional } from '@fertilia/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingRegion } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { LiveSocket } from '@/lib/live-socket';
import { useSession } from '@/lib/session-context';
import { AnalysisHistory } from '../components/analysis-history';
import { AnalysisStatus } from '../components/analysis-status';
import { CompareView } from '../components/compare-view';
import { NotForRole } from '../components/not-for-role';
import { PlanRequired } from '../components/plan-required';
import { StartAnalysisForm } from '../components/start-analysis-form';
import { SupportNotice } from '../components/support-notice';
import { isAnalyst, type EmbryoAccess } from '../lib/access';
import { compareIds } from '../lib/compare';
import { useLiveAnalyses } from '../lib/use-live-analyses';

interface EmbryoAnalysisPageProps {
  access: EmbryoAccess;
  /** The live connection; the tab's shared one unless a test hands its own. */
  connection?: LiveSocket;
}

/**
 * /embryo-analysis: upload a picture and start its analysis, watch it move live, and the analyses so far,
 * from which two to four embryos of one patient can be compared (`?compare=1,2`).
 */
export function EmbryoAnalysisPage({ access, connection }: EmbryoAnalysisPageProps) {
  const { user } = useSession();
  const role = user?.role ?? '';
  const professional = isProfessional(role);
  const [search] = useSearchParams();
  const comparing = compareIds(search);
  const [started, setStarted] = useState<number | null>(null);
  const status = useRef<HTMLDivElement>(null);
  useLiveAnalyses(connection);
  // Focus moves to the new analysis's status, so keyboard and screen-reader users follow it.
  useEffect(() => {
    if (started === null) return;
    status.current?.scrollIntoView?.({ block: 'start' });
    status.current?.focus({ preventScroll: true });
  }, [started]);

  const header = (
    <PageHeader
      title={comparing.length > 0 ? 'Compare embryos' : 'Embryo analysis'}
      description="The embryo's grade on the scale embryologists use for its day, the measurements behind it, how sure the picture lets us be, and the chance of implantation."
      className="mb-0"
    />
  );
  if (!isAnalyst(role)) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col">
        {header}
        <NotForRole />
      </div>
    );
  }
  if (comparing.length > 0) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        {header}
        <SupportNotice />
        <CompareView ids={comparing} />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      {header}
      <SupportNotice />
      {access.kind === 'checking' ? (
        <LoadingRegion label="Checking your plan">
          <Skeleton className="h-72" />
        </LoadingRegion>
      ) : access.kind === 'needs-plan' && !professional ? (
        <PlanRequired planName={access.planName} />
      ) : (
        <StartAnalysisForm professional={professional} onStarted={(analysis) => setStarted(analysis.id)} />
      )}
      {started !== null ? (
        <div ref={status} tabIndex={-1} className="scroll-mt-4 focus:outline-none">
          <AnalysisStatus analysisId={started} />
        </div>
      ) : null}
      <AnalysisHistory namesPatients={professional} />
    </div>
  );
}
