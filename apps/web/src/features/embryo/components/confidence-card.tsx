import { AlertTriangle } from 'lucide-react';
import type { EmbryoAnalysis } from '@fertilia/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { percentOrDash } from '../lib/wording';
import { ProgressBar } from './progress-bar';

const PARTS = [
  ['focus', 'Focus (sharpness)'],
  ['contrast', 'Contrast'],
  ['outline_fit', 'How well the outline fits'],
] as const;

/**
 * How sure the analysis is, from the picture's quality; a poor picture says so before anything else is read.
 */
export function ConfidenceCard({ analysis }: { analysis: EmbryoAnalysis }) {
  const assessment = analysis.detailed_assessment;
  if (!assessment) return null;
  return (
    <Card aria-labelledby="embryo-confidence-title">
      <CardHeader>
        <CardTitle id="embryo-confidence-title">Confidence</CardTitle>
        <CardDescription>
          From the picture’s quality: a sharper, clearer picture gives a surer result.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-3xl font-semibold text-ink">{percentOrDash(analysis.ai_confidence_score)}</p>
        <ul aria-label="Picture quality" className="flex flex-col gap-3">
          {PARTS.map(([key, label]) => (
            <li key={key} className="flex flex-col gap-1">
              <span className="flex justify-between text-sm text-ink">
                <span>{label}</span>
                <span>{percentOrDash(assessment.image_quality[key])}</span>
              </span>
              <ProgressBar value={assessment.image_quality[key] * 100} label={label} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The warning a poor picture earns, shown at the top of the result. */
export function LowConfidenceWarning({ analysis }: { analysis: EmbryoAnalysis }) {
  const assessment = analysis.detailed_assessment;
  if (!assessment?.low_confidence) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border-2 border-warning bg-warning-soft p-4 text-warning-ink"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="font-semibold">Low confidence: do not rely on this result</p>
        <p className="mt-1 text-sm">
          {assessment.confidence_note ?? 'The picture is too poor for a sure reading.'}
        </p>
      </div>
    </div>
  );
}
