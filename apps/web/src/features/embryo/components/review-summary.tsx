import type { EmbryoAnalysis } from '@fertilia/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';

/** Who reviewed the grade and when, her grade against ours, and why. */
export function ReviewSummary({ analysis }: { analysis: EmbryoAnalysis }) {
  const { review } = analysis;
  if (!review) return null;
  return (
    <Card aria-labelledby="embryo-review-summary-title">
      <CardHeader>
        <CardTitle id="embryo-review-summary-title">
          Reviewed by {review.reviewed_by.name} on {formatDate(review.reviewed_at)}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm text-ink">
        <dl className="grid grid-cols-2 gap-3 sm:max-w-sm">
          <div>
            <dt className="text-ink-muted">Reviewer’s grade</dt>
            <dd className="text-lg font-semibold">{review.grade}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">AI grade</dt>
            <dd className="text-lg font-semibold">{analysis.ai_grade ?? '—'}</dd>
          </div>
        </dl>
        <p>
          {review.agrees ? 'The reviewer confirmed the AI grade.' : 'The reviewer corrected the AI grade.'}
        </p>
        <blockquote className="border-l-4 border-line-strong pl-3 text-ink-muted">
          {review.comment}
        </blockquote>
      </CardContent>
    </Card>
  );
}
