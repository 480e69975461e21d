import type { CyclePrediction } from '@fertilia/contracts';
import { formatDate, formatDateRange, formatPercent } from '@/lib/format';

/** 0–1 → "72%" (in her locale) and the plain words that go with it. */
export function confidenceWords(score: number): { percent: string; words: string } {
  const clamped = Math.max(0, Math.min(1, score));
  const percent = formatPercent(clamped);
  const words =
    clamped >= 0.75
      ? 'High confidence: your cycles are regular and well logged.'
      : clamped >= 0.5
        ? 'Moderate confidence: a few more logged cycles will sharpen it.'
        : 'Low confidence: treat these dates as a rough guide.';
  return { percent, words };
}

/** "March 12", or "March 10 – 14" when her cycles vary enough to give a range (en-US; each locale its own). */
export function dateOrRange(best: string, range: { earliest: string; latest: string }): string {
  if (range.earliest === range.latest) return formatDate(best, 'dayMonth');
  return formatDateRange(range.earliest, range.latest, 'dayMonth');
}

export const nextPeriodText = (p: CyclePrediction) => dateOrRange(p.next_period_date, p.next_period_range);
export const ovulationText = (p: CyclePrediction) =>
  dateOrRange(p.predicted_ovulation_date, p.ovulation_range);
export const fertileWindowText = (p: CyclePrediction) =>
  dateOrRange(p.fertile_window_start, { earliest: p.fertile_window_start, latest: p.fertile_window_end });

const OVULATION_SOURCE_WORDS: Record<CyclePrediction['ovulation_source'], string> = {
  calendar: 'estimated from your cycle length',
  temperature: 'confirmed by your temperature rise',
  lh_test: 'signalled by a positive LH test',
  temperature_and_lh: 'confirmed by your temperature rise and LH test',
};
export const ovulationSourceText = (p: CyclePrediction) => OVULATION_SOURCE_WORDS[p.ovulation_source];
