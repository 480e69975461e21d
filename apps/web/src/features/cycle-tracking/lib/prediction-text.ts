import type { CyclePrediction } from '@fertilia/contracts';
import { dayTitle } from './dates';

/** 0–1 → "72%" and the plain words that go with it. */
export function confidenceWords(score: number): { percent: string; words: string } {
  const clamped = Math.max(0, Math.min(1, score));
  const percent = `${Math.round(clamped * 100)}%`;
  const words =
    clamped >= 0.75
      ? 'High confidence: your cycles are regular and well logged.'
      : clamped >= 0.5
        ? 'Moderate confidence: a few more logged cycles will sharpen it.'
        : 'Low confidence: treat these dates as a rough guide.';
  return { percent, words };
}

/** "12 March", or "10 – 14 March" when her cycles vary enough to give a range. */
export function dateOrRange(best: string, range: { earliest: string; latest: string }): string {
  if (range.earliest === range.latest) return dayTitle(best);
  const sameMonth = range.earliest.slice(0, 7) === range.latest.slice(0, 7);
  const start = sameMonth ? String(Number(range.earliest.slice(8, 10))) : dayTitle(range.earliest);
  return `${start} – ${dayTitle(range.latest)}`;
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
