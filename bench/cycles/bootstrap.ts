/**
 * Percentile bootstrap of a difference in mean absolute error, resampling women rather than cycles: one
 * woman's cycles are correlated, so resampling cycles would claim more certainty than the data holds.
 */
export type WomanErrors = { ours: number; baseline: number; forecasts: number };

/** Seeded PRNG (mulberry32), so a rerun of the bench reports the same interval. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** MAE(ours) − MAE(baseline) over all forecasts of these women (negative: ours is better). */
export function maeDifference(women: readonly WomanErrors[]): number {
  let ours = 0;
  let baseline = 0;
  let forecasts = 0;
  for (const w of women) {
    ours += w.ours;
    baseline += w.baseline;
    forecasts += w.forecasts;
  }
  return (ours - baseline) / forecasts;
}

export function bootstrapDifference(
  women: readonly WomanErrors[],
  { resamples = 10_000, seed = 20 }: { resamples?: number; seed?: number } = {},
): { difference: number; low: number; high: number; resamples: number } {
  const random = mulberry32(seed);
  const stats = Array.from({ length: resamples }, () =>
    maeDifference(Array.from({ length: women.length }, () => women[Math.floor(random() * women.length)]!)),
  ).sort((a, b) => a - b);
  const at = (q: number) => stats[Math.min(resamples - 1, Math.floor(q * resamples))]!;
  return { difference: maeDifference(women), low: at(0.025), high: at(0.975), resamples };
}
