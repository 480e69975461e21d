import type { EmbryoAnalysis } from '@fertilia/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPercent } from '@/lib/format';

/** The clinic's own validated model, when one is configured: its answer beside ours, never merged into it. */
export function ClinicModelCard({ analysis }: { analysis: EmbryoAnalysis }) {
  const model = analysis.detailed_assessment?.clinic_model;
  if (!model) return null;
  return (
    <Card aria-labelledby="embryo-clinic-model-title">
      <CardHeader>
        <CardTitle id="embryo-clinic-model-title">The clinic’s model</CardTitle>
        <CardDescription>
          {model.name} {model.version}: its own answer, shown beside ours.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <p className="text-lg font-semibold text-ink">
          {model.label} · {formatPercent(model.probability)}
        </p>
        {model.validation ? <p className="text-sm text-ink-muted">Validation: {model.validation}</p> : null}
        <ul aria-label="The clinic model’s scores" className="flex flex-col gap-1 text-sm text-ink">
          {model.scores.map((score) => (
            <li key={score.label} className="flex justify-between gap-4">
              <span>{score.label}</span>
              <span>{formatPercent(score.probability)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
