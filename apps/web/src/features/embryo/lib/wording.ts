import {
  DEVELOPMENT_STAGE_LABELS,
  stageOfDay,
  type EmbryoAnalysis,
  type EmbryoImageStatus,
} from '@fertilia/contracts';
import { formatNumber, formatPercent } from '@/lib/format';

export const STATUS_LABELS: Record<EmbryoImageStatus, string> = {
  uploaded: 'Uploaded',
  analyzing: 'Analysing',
  analyzed: 'Analysed',
  failed: 'Failed',
};

export const STATUS_TONES: Record<EmbryoImageStatus, 'neutral' | 'info' | 'success' | 'danger'> = {
  uploaded: 'neutral',
  analyzing: 'info',
  analyzed: 'success',
  failed: 'danger',
};

/** "Day 5 · Blastocyst (day 5–7)". */
export const dayAndStage = (day: number) => `Day ${day} · ${DEVELOPMENT_STAGE_LABELS[stageOfDay(day)]}`;

/** A 0–1 share as a whole percent, or a dash when there is none. */
export const percentOrDash = (share: number | null | undefined) =>
  share === null || share === undefined ? '—' : formatPercent(share);

/** fragmentation_percentage is already 0–100. */
export const fragmentation = (value: number | null) =>
  value === null ? '—' : `${formatNumber(value, { maximumFractionDigits: 1 })}%`;

export const measured = (value: number | null, unit: string | null) =>
  value === null ? null : `${formatNumber(value, { maximumFractionDigits: 2 })}${unit ? ` ${unit}` : ''}`;

/** The grade she reads first: the reviewer's once reviewed, else ours. */
export const shownGrade = (analysis: EmbryoAnalysis) => analysis.grade ?? analysis.ai_grade;

export const resultPath = (id: number) => `/embryo-grading?analysis=${id}`;

/** The one sentence both pages carry: the tool helps the embryologist, it never decides. */
export const SUPPORT_STATEMENT =
  'Fertilia’s embryo analysis supports the embryologist; it does not replace the embryologist’s judgement. The grade, measurements and implantation estimate come from one picture, and decisions about embryos are made by the clinic’s embryologists and doctors.';
