import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { isProfessional, type EmbryoAnalysis } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useSession } from '@/lib/session-context';
import { AnalysisStatus } from './analysis-status';
import { ClinicModelCard } from './clinic-model-card';
import { ConfidenceCard, LowConfidenceWarning } from './confidence-card';
import { DeleteAnalysis } from './delete-analysis';
import { GradeCard } from './grade-card';
import { ImplantationCard } from './implantation-card';
import { MeasurementsCard } from './measurements-card';
import { OutlinedPicture } from './outlined-picture';
import { ReviewPanel } from './review-panel';
import { ReviewSummary } from './review-summary';
import { ScaleExplanation } from './scale-explanation';

/** Whether she may delete it: its uploader or its patient (the API says the same). */
const mayDelete = (analysis: EmbryoAnalysis, userId: number | undefined) =>
  userId !== undefined && (analysis.requested_by.id === userId || analysis.patient?.id === userId);

/**
 * One analysis: while it runs, its live status; once analysed, the picture with its outline, the grade with
 * its scale explained, the measurements, implantation potential and confidence, the clinic model's answer,
 * and the review (experts and doctors review; everyone reads who did).
 */
export function AnalysisResult({ analysis }: { analysis: EmbryoAnalysis }) {
  const { user } = useSession();
  const reviewer = isProfessional(user?.role ?? '');
  const scale = analysis.detailed_assessment?.grading_scale ?? null;
  const actions = (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="secondary">
        <Link to="/embryo-analysis">
          <ArrowLeft aria-hidden="true" className="size-4" />
          All analyses
        </Link>
      </Button>
      {mayDelete(analysis, user?.id) ? <DeleteAnalysis analysis={analysis} /> : null}
    </div>
  );
  if (analysis.status !== 'analyzed') {
    return (
      <div className="flex flex-col gap-6">
        {actions}
        <AnalysisStatus analysisId={analysis.id} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {actions}
      <LowConfidenceWarning analysis={analysis} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card className="self-start">
          <CardContent className="pt-6">
            <OutlinedPicture analysis={analysis} />
          </CardContent>
        </Card>
        <div className="flex min-w-0 flex-col gap-6">
          <GradeCard analysis={analysis} />
          <ImplantationCard analysis={analysis} />
          <ConfidenceCard analysis={analysis} />
        </div>
      </div>
      <MeasurementsCard analysis={analysis} />
      <ClinicModelCard analysis={analysis} />
      <ReviewSummary analysis={analysis} />
      {reviewer && scale ? <ReviewPanel key={analysis.updated_at} analysis={analysis} scale={scale} /> : null}
      {scale ? <ScaleExplanation scale={scale} grade={analysis.grade ?? analysis.ai_grade} /> : null}
    </div>
  );
}
