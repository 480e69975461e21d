import { PLAUSIBLE_CYCLE_DAYS, type CycleLengthSource } from '@fertilia/contracts';
import { POPULATION } from './population';

/**
 * How the next cycle is forecast from the past ones, each figure chosen on the development half of the bench
 * only (ADR 004; the shrinkage and the missed-period rule: ADR 019).
 */
export const LENGTH_METHOD = {
  /** Only the most recent cycles speak for the next one. */
  maxHistory: 12,
  /** Weight halves every this many cycles back, so a changed pattern takes over within a few cycles. */
  halfLifeCycles: 6,
  /** The luteal phase's prior counts as this many values of evidence (the cycle length's: empirical Bayes). */
  priorWeight: 0.5,
  /**
   * Empirical Bayes for the cycle length (ADR 019): the prior counts as (her SD / this)² cycles, so a short or
   * irregular history leans on it more than a long steady one. 0 turns it off (a fixed `priorWeight`).
   */
  betweenWomenSd: 4,
  /**
   * Spread of one woman's cycles around her own mean before her cycles speak: her spread is pooled towards
   * it, weighted as `sdPriorWeight` cycles. The population's 4 days left the stated chance 9 points below
   * what came true on the development half; 3 stays below it in every band, 2.5 did not (ADR 019).
   */
  withinWomanSd: 3,
  /**
   * A cycle this many times the median of her others (at least two) is taken as two cycles with a period she
   * did not log, and left out: it says nothing about her next cycle's length.
   */
  missedPeriodRatio: 1.75,
  /** Huber's tuning constant (in robust SDs): values further out count less, as in Huber 1964. */
  huberK: 1.5,
  /** A robust SD below this is treated as this, so a run of identical cycles does not make others outliers. */
  minScale: 1.5,
  /** The prior's spread counts as this many cycles when estimating hers. */
  sdPriorWeight: 2,
  /** From this many cycles of her own on, the estimate is called personal. */
  personalFrom: 3,
} as const;

/** The method's figures; the bench compares variants of them (bench/cycles/variants.ts). */
export type LengthMethod = Record<keyof typeof LENGTH_METHOD, number>;

export type LengthEstimate = {
  /** Best single estimate in days (not rounded). */
  mean: number;
  /** Expected spread of the next value in days. */
  sd: number;
  /** Values of her own that were used. */
  used: number;
  source: CycleLengthSource;
};

/** What is assumed before her own values: population figures, or what she stated in her profile. */
export type LengthPrior = {
  mean: number;
  sd: number;
  source: Extract<CycleLengthSource, 'profile' | 'population'>;
  /**
   * Spread of one woman's cycles around her own mean, and of women's means around the prior's: with them
   * the prior's weight is empirical Bayes; without, it is fixed (`priorWeight`).
   */
  shrinkage?: { withinSd: number; betweenSd: number };
};

const weightsFor = (n: number, halfLife: number) =>
  Array.from({ length: n }, (_, i) => Math.pow(0.5, (n - 1 - i) / halfLife));

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Huber M-estimate of location with recency weights: one very long cycle pulls it only a little. */
function huberCentre(
  values: readonly number[],
  weights: readonly number[],
  scale: number,
  huberK: number,
): number {
  let centre = median(values);
  for (let iteration = 0; iteration < 50; iteration++) {
    let num = 0;
    let den = 0;
    values.forEach((v, i) => {
      const r = Math.abs(v - centre) / scale;
      const w = weights[i]! * (r <= huberK ? 1 : huberK / r);
      num += w * v;
      den += w;
    });
    const next = num / den;
    if (Math.abs(next - centre) < 1e-6) return next;
    centre = next;
  }
  return centre;
}

/**
 * Forecasts a length (cycle or luteal phase) from past values, oldest first: a recency-weighted Huber
 * estimate shrunk towards the prior (population figure or her stated length), and a robust spread that
 * starts at the prior's and becomes hers as cycles accumulate. With a between-women spread in the prior the
 * shrinkage is empirical Bayes: it weakens as her history grows and strengthens as her spread does.
 */
export function estimateLength(
  history: readonly number[],
  prior: LengthPrior,
  plausible: { min: number; max: number } = { min: 1, max: Infinity },
  method: LengthMethod = LENGTH_METHOD,
): LengthEstimate {
  const values = history.filter((v) => v >= plausible.min && v <= plausible.max).slice(-method.maxHistory);
  if (values.length === 0) return { mean: prior.mean, sd: prior.sd, used: 0, source: prior.source };
  const weights = weightsFor(values.length, method.halfLifeCycles);
  const wSum = weights.reduce((s, w) => s + w, 0);
  // Normalised median absolute deviation: an SD that a single odd cycle cannot inflate.
  const robustSd = 1.4826 * median(values.map((v) => Math.abs(v - median(values))));
  const centre = huberCentre(values, weights, Math.max(robustSd, method.minScale), method.huberK);
  const n = values.length;
  const k = method.sdPriorWeight;
  const pooledSd = (priorSd: number) =>
    Math.sqrt(((n - 1) * robustSd * robustSd + k * priorSd * priorSd) / (n - 1 + k));
  if (!prior.shrinkage) {
    const sd = pooledSd(prior.sd);
    const mean = (centre * wSum + prior.mean * method.priorWeight) / (wSum + method.priorWeight);
    return { mean, sd, used: n, source: n >= method.personalFrom ? 'personal' : 'blended' };
  }
  // Empirical Bayes: the noisier her cycles, the less her own centre says about her true mean, and the more
  // the prior counts; the next cycle then varies by her own spread plus what is still unknown of her mean.
  const { withinSd, betweenSd } = prior.shrinkage;
  const own = pooledSd(withinSd);
  const priorWeight = (own / betweenSd) ** 2;
  const mean = (centre * wSum + prior.mean * priorWeight) / (wSum + priorWeight);
  const sd = Math.sqrt(own * own * (1 + 1 / (wSum + priorWeight)));
  // Named for what was used: one or two of her cycles still lean on the prior, so they are called blended.
  return { mean, sd, used: n, source: n >= method.personalFrom ? 'personal' : 'blended' };
}

/**
 * The length she stated in her profile replaces the population mean as the prior, with the same
 * empirical-Bayes weight (ADR 019) and, before any cycle of hers, the population's spread, never a narrower
 * one: recalled lengths are rough (ADR 004).
 */
export const cycleLengthPrior = (
  statedLength?: number | null,
  method: LengthMethod = LENGTH_METHOD,
): LengthPrior => ({
  ...(statedLength
    ? { mean: statedLength, source: 'profile' as const }
    : { mean: POPULATION.cycleLength, source: 'population' as const }),
  sd: POPULATION.cycleLengthSd,
  ...(method.betweenWomenSd > 0
    ? { shrinkage: { withinSd: method.withinWomanSd, betweenSd: method.betweenWomenSd } }
    : {}),
});

/**
 * Her plausible cycles without those that look like two (a period not logged in between): each is compared
 * with the median of her other recent cycles, so the test does not depend on the cycle under test.
 */
export function withoutMissedPeriods(
  history: readonly number[],
  method: LengthMethod = LENGTH_METHOD,
): number[] {
  const recent = history
    .filter((v) => v >= PLAUSIBLE_CYCLE_DAYS.min && v <= PLAUSIBLE_CYCLE_DAYS.max)
    .slice(-method.maxHistory);
  if (recent.length < 3) return recent;
  return recent.filter((v, i) => v < method.missedPeriodRatio * median(recent.filter((_, j) => j !== i)));
}

export const estimateCycleLength = (
  history: readonly number[],
  statedLength?: number | null,
  method: LengthMethod = LENGTH_METHOD,
): LengthEstimate =>
  estimateLength(
    withoutMissedPeriods(history, method),
    cycleLengthPrior(statedLength, method),
    undefined,
    method,
  );

export const estimateLutealLength = (history: readonly number[]): LengthEstimate =>
  estimateLength(
    history,
    { mean: POPULATION.lutealLength, sd: POPULATION.lutealLengthSd, source: 'population' },
    { min: 5, max: 20 },
  );
