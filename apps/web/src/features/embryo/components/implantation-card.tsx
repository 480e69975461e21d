import type { EmbryoAnalysis } from '@fertilia/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { percentOrDash } from '../lib/wording';
import { ProgressBar } from './progress-bar';

/** The chance of implantation from the grade and her age, with where that estimate comes from. */
export function ImplantationCard({ analysis }: { analysis: EmbryoAnalysis }) {
  const assessment = analysis.detailed_assessment;
  if (!assessment) return null;
  const score = analysis.implantation_potential_score;
  return (
    <Card aria-labelledby="embryo-implantation-title">
      <CardHeader>
        <CardTitle id="embryo-implantation-title">Implantation potential</CardTitle>
        <CardDescription>
          {/* The API recomputes the estimate from a reviewer's grade: it follows the grade shown. */}
          {analysis.review
            ? `Estimated from the reviewed grade ${analysis.review.grade} and the age of ${analysis.patient_age}.`
            : `Estimated from the grade and the age of ${analysis.patient_age}.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-3xl font-semibold text-ink">{percentOrDash(score)}</p>
        {score !== null ? <ProgressBar value={score * 100} label="Implantation potential" /> : null}
        <p className="text-sm text-ink-muted">{assessment.implantation_note}</p>
      </CardContent>
    </Card>
  );
}
