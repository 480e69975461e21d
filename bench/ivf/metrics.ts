/*
 * How well predicted chances match outcomes: the Brier score (mean squared error of the chance; lower is
 * better), the AUC (how often a cycle that ended in a live birth was given a higher chance than one that did
 * not; 0.5 is a coin) and calibration tables (mean predicted against observed rate, by group).
 */

export type Scored = { predicted: number; outcome: 0 | 1 };

export const brier = (scored: readonly Scored[]): number =>
  scored.reduce((sum, s) => sum + (s.predicted - s.outcome) ** 2, 0) / scored.length;

/** The Mann–Whitney form of the AUC, ties counted as half. */
export function auc(scored: readonly Scored[]): number {
  const sorted = [...scored].sort((a, b) => a.predicted - b.predicted);
  let rankSumPositives = 0;
  let positives = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && sorted[j]!.predicted === sorted[i]!.predicted) j++;
    const averageRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) {
      if (sorted[k]!.outcome) {
        rankSumPositives += averageRank;
        positives++;
      }
    }
    i = j;
  }
  const negatives = sorted.length - positives;
  return (rankSumPositives - (positives * (positives + 1)) / 2) / (positives * negatives);
}

export type CalibrationRow = { label: string; predicted: number; observed: number; cycles: number };

export function calibrationBy<T extends Scored>(
  scored: readonly T[],
  groupOf: (s: T) => string,
  order: readonly string[],
): CalibrationRow[] {
  const groups = new Map<string, T[]>();
  for (const s of scored) {
    const key = groupOf(s);
    const members = groups.get(key);
    if (members) members.push(s);
    else groups.set(key, [s]);
  }
  return order
    .filter((label) => groups.has(label))
    .map((label) => {
      const members = groups.get(label)!;
      return {
        label,
        predicted: members.reduce((sum, s) => sum + s.predicted, 0) / members.length,
        observed: members.reduce((sum, s) => sum + s.outcome, 0) / members.length,
        cycles: members.length,
      };
    });
}

/** Ten groups of (nearly) equal size by predicted chance, lowest first. */
export function calibrationByDecile(scored: readonly Scored[]): CalibrationRow[] {
  const sorted = [...scored].sort((a, b) => a.predicted - b.predicted);
  return Array.from({ length: 10 }, (_, d) => {
    const members = sorted.slice(
      Math.floor((d * sorted.length) / 10),
      Math.floor(((d + 1) * sorted.length) / 10),
    );
    return {
      label: `${d + 1}`,
      predicted: members.reduce((sum, s) => sum + s.predicted, 0) / members.length,
      observed: members.reduce((sum, s) => sum + s.outcome, 0) / members.length,
      cycles: members.length,
    };
  });
}
