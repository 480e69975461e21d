import { convertLabValue, type LabResult } from '@fertilia/contracts';

const DAY_HOURS = 24;
const MS_PER_DAY = 86_400_000;

/**
 * The hours β-hCG took to double between two samples, from the exponential rise between them:
 * Δt · ln 2 / ln(later / earlier). Null when it did not rise or the samples are of the same day.
 */
export function hcgDoublingHours(
  earlier: { value: number; taken_on: string },
  later: { value: number; taken_on: string },
): number | null {
  const hours = ((Date.parse(later.taken_on) - Date.parse(earlier.taken_on)) / MS_PER_DAY) * DAY_HOURS;
  if (!(hours > 0) || !(earlier.value > 0) || !(later.value > earlier.value)) return null;
  return (hours * Math.LN2) / Math.log(later.value / earlier.value);
}

export type HcgStep = {
  from: LabResult;
  to: LabResult;
  /** Both in the standard unit (IU/L). */
  fromValue: number;
  toValue: number;
  doublingHours: number | null;
  reading: string;
};

/** The usual rise in early pregnancy, by which a result is read in plain words (never a diagnosis). */
export const HCG_USUAL_DOUBLING = 'about every 48 to 72 hours';

function readingOf(fromValue: number, toValue: number, hours: number | null): string {
  if (toValue < fromValue)
    return 'It went down between these two tests. Your clinic will explain what this means for you.';
  if (hours === null)
    return 'It did not rise between these two tests. Your clinic will explain what this means for you.';
  if (hours <= 72)
    return `It doubled in about ${Math.round(hours)} hours, within the usual rise of early pregnancy (${HCG_USUAL_DOUBLING}).`;
  return `It doubled in about ${Math.round(hours)} hours, slower than the usual ${HCG_USUAL_DOUBLING}. A slower rise has many causes; your clinic reads it with your scans.`;
}

/** Each pair of consecutive β-hCG results, oldest first, with the doubling time between them. */
export function hcgSteps(results: readonly LabResult[]): HcgStep[] {
  const hcg = results
    .filter((r) => r.test === 'hcg')
    .sort((a, b) => (a.taken_on < b.taken_on ? -1 : a.taken_on > b.taken_on ? 1 : a.id - b.id));
  const steps: HcgStep[] = [];
  for (let i = 1; i < hcg.length; i++) {
    const from = hcg[i - 1]!;
    const to = hcg[i]!;
    if (from.taken_on === to.taken_on) continue;
    const fromValue = convertLabValue('hcg', from.value, from.unit, 'IU/L');
    const toValue = convertLabValue('hcg', to.value, to.unit, 'IU/L');
    const hours = hcgDoublingHours(
      { value: fromValue, taken_on: from.taken_on },
      { value: toValue, taken_on: to.taken_on },
    );
    steps.push({
      from,
      to,
      fromValue,
      toValue,
      doublingHours: hours,
      reading: readingOf(fromValue, toValue, hours),
    });
  }
  return steps;
}
