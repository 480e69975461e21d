import { BadgeCheck } from 'lucide-react';
import { GRADING_SCALE_LABELS, describeGrade, type EmbryoAnalysis } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';

/**
 * The grade on its named scale, what it means, and who gave it: ours, or the reviewer's with ours beside it.
 */
export function GradeCard({ analysis }: { analysis: EmbryoAnalysis }) {
  const assessment = analysis.detailed_assessment;
  const scale = assessment?.grading_scale ?? null;
  const { review } = analysis;
  const shown = analysis.grade ?? analysis.ai_grade;
  return (
    <Card aria-labelledby="embryo-grade-title">
      <CardHeader>
        <CardTitle id="embryo-grade-title">Grade</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <p className="text-4xl font-semibold tracking-tight text-ink" aria-describedby="embryo-grade-scale">
            <span className="sr-only">Grade </span>
            {shown ?? 'Not graded'}
          </p>
          {review ? (
            <Badge tone="success">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {review.agrees ? 'Confirmed by a reviewer' : 'Corrected by a reviewer'}
            </Badge>
          ) : (
            <Badge tone="info">AI grade, not reviewed yet</Badge>
          )}
        </div>
        <p id="embryo-grade-scale" className="text-sm font-medium text-ink">
          {scale ? GRADING_SCALE_LABELS[scale] : 'No named scale for this day'}
        </p>
        {review ? (
          <p className="text-sm text-ink-muted">
            Reviewed by {review.reviewed_by.name} on {formatDate(review.reviewed_at)}. The AI grade was{' '}
            {analysis.ai_grade ?? 'none'}.
          </p>
        ) : null}
        {/* The grade shown is the reviewer's once reviewed: its reading must be hers too. */}
        {scale && shown ? (
          <p className="text-sm text-ink">{describeGrade(scale, shown)}</p>
        ) : assessment ? (
          <p className="text-sm text-ink">{assessment.grade_explanation}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
