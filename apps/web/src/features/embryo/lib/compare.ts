import type { EmbryoAnalysis } from '@fertilia/contracts';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** `?compare=3,7`: the analyses to set side by side, as distinct positive ids, at most four. */
export function compareIds(search: URLSearchParams): number[] {
  const raw = search.get('compare');
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/**
 * Why the chosen analyses cannot be compared yet, or null when they can: two to four finished analyses of the
 * same patient (a comparison is between one woman's embryos).
 */
export function compareProblem(chosen: EmbryoAnalysis[]): string | null {
  if (chosen.length < COMPARE_MIN)
    return `Choose ${COMPARE_MIN} to ${COMPARE_MAX} analysed embryos to compare`;
  if (chosen.length > COMPARE_MAX) return `Compare at most ${COMPARE_MAX} embryos at a time`;
  const patients = new Set(chosen.map((analysis) => analysis.patient?.id ?? null));
  if (patients.size > 1) return 'Compare embryos of the same patient';
  return null;
}
