import { Link } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import type { EmbryoAnalysis } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import {
  STATUS_LABELS,
  STATUS_TONES,
  dayAndStage,
  percentOrDash,
  resultPath,
  shownGrade,
} from '../lib/wording';
import { EmbryoPicture } from './embryo-picture';

interface AnalysisRowProps {
  analysis: EmbryoAnalysis;
  /** A professional's list names the patient of each embryo. */
  namesPatient: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/** One analysis in the history: its picture, label, patient, day, grade, confidence and status. */
export function AnalysisRow({ analysis, namesPatient, selected, onSelect }: AnalysisRowProps) {
  const grade = shownGrade(analysis);
  const finished = analysis.status === 'analyzed';
  return (
    <li className="flex items-center gap-3 py-3">
      <input
        type="checkbox"
        checked={selected}
        disabled={!finished}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={`Compare embryo ${analysis.embryo_id}`}
        className="size-5 shrink-0 cursor-pointer accent-brand disabled:cursor-not-allowed disabled:opacity-40"
      />
      <Link
        to={resultPath(analysis.id)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-1 hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
      >
        <EmbryoPicture
          imageId={analysis.image_id}
          alt=""
          width={analysis.image.width}
          height={analysis.image.height}
          className="size-14 shrink-0 object-cover sm:size-20"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-2 font-medium text-ink">
            Embryo {analysis.embryo_id}
            <Badge tone={STATUS_TONES[analysis.status]}>{STATUS_LABELS[analysis.status]}</Badge>
          </span>
          <span className="text-sm text-ink-muted">
            {namesPatient ? `${analysis.patient?.name ?? 'No patient'} · ` : null}
            {dayAndStage(analysis.day_of_development)}
          </span>
          <span className="text-sm text-ink-muted">{formatDateTime(analysis.created_at)}</span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-0.5 text-right">
          <span className="flex items-center gap-1 text-lg font-semibold text-ink">
            <span className="sr-only">Grade </span>
            {grade ?? '—'}
            {analysis.review ? (
              <BadgeCheck aria-label="reviewed" role="img" className="size-4 text-success" />
            ) : null}
          </span>
          <span className="text-xs text-ink-muted">
            {finished ? `${percentOrDash(analysis.ai_confidence_score)} sure` : null}
            {analysis.status === 'analyzing' ? `${analysis.progress}%` : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
