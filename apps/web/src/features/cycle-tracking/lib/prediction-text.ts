import type { CyclePrediction } from '@fertilia/contracts';
import { formatDate, formatDateRange, formatNumber, formatPercent } from '@/lib/format';

const cyclesWord = (n: number) => `${n} complete cycle${n === 1 ? '' : 's'}`;

/**
 * The score as a percentage (in her locale) and words that say why, from the level the API gave it: never
 * "regular" for cycles she has not logged, nor for a high score that rests on a confirmed ovulation.
 */
export function confidenceWords(p: CyclePrediction): { percent: string; words: string } {
  const percent = formatPercent(Math.max(0, Math.min(1, p.confidence_score)));
  const cycles = p.prediction_factors.historical_data_points;
  const few = cycles < 3;
  const words =
    p.confidence_level === 'high'
      ? p.ovulation_confirmed
        ? 'High confidence: your ovulation is confirmed, and the next period follows it closely.'
        : 'High confidence: your logged cycles are regular.'
      : p.confidence_level === 'moderate'
        ? few
          ? `Moderate confidence: ${cyclesWord(cycles)} logged so far; each one you add sharpens the dates.`
          : 'Moderate confidence: your cycles vary a little.'
        : cycles === 0
          ? 'Low confidence: no complete cycle logged yet, so treat these dates as a rough guide.'
          : few
            ? `Low confidence: only ${cyclesWord(cycles)} logged, so treat these dates as a rough guide.`
            : 'Low confidence: your cycles vary, so treat these dates as a rough guide.';
  return { percent, words };
}

/** "Cycle length 31 days (from your profile …)": the number and, truthfully, where it came from. */
export function cycleLengthText(p: CyclePrediction): string {
  const f = p.prediction_factors;
  const base = `Cycle length ${f.cycle_length} days`;
  switch (f.cycle_length_source) {
    case 'personal':
      return `${base} (yours, from ${cyclesWord(f.historical_data_points)}, varying by about ${formatNumber(f.cycle_length_sd, { maximumFractionDigits: 1 })} days)`;
    case 'blended':
      return `${base} (your ${cyclesWord(f.historical_data_points)} weighed with ${
        f.stated_cycle_length === null
          ? 'typical figures'
          : `the ${f.stated_cycle_length} days in your profile`
      })`;
    case 'profile':
      return `${base} (from your profile, until you have logged a complete cycle)`;
    case 'population':
      return `${base} (a typical figure, until you have logged a complete cycle)`;
  }
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
